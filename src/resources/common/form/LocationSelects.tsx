import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { allStates, lgasOfState } from '../../../domain/locations';
import { NativeSelectInput, type Option } from './inputs';
import { useWards } from '../useWards';

const STATE_OPTIONS: Option[] = allStates().map((s) => ({ value: s.slug, label: s.name }));

/**
 * State, LGA and ward of a school or community as selects of the locations dataset. Changing the
 * state clears the LGA and ward, changing the LGA clears the ward. Until wards are imported for
 * the LGA, the ward is typed as its slug.
 */
export function LocationSelects() {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const state = useWatch({ name: 'state' }) as string | null;
  const lga = useWatch({ name: 'lga' }) as string | null;
  const { wards, loading: isLoading } = useWards(state, lga);
  const clear = (name: string) => setValue(name, null, { shouldDirty: true, shouldValidate: true });
  const lgaOptions: Option[] = state ? lgasOfState(state).map((l) => ({ value: l.slug, label: l.name })) : [];
  return (
    <>
      <NativeSelectInput
        source="state"
        options={STATE_OPTIONS}
        onChange={() => {
          clear('lga');
          clear('ward');
        }}
      />
      <NativeSelectInput
        source="lga"
        options={lgaOptions}
        disabled={!state}
        helperText={state ? undefined : translate('records.edit.chooseStateFirst')}
        onChange={() => clear('ward')}
      />
      {wards.length > 0 || isLoading ? (
        <NativeSelectInput source="ward" options={wards.map((w) => ({ value: w.slug, label: w.name }))} disabled={isLoading} />
      ) : (
        <TextInput source="ward" helperText="records.edit.typeWardSlug" />
      )}
    </>
  );
}
