import { useFormContext, useWatch } from 'react-hook-form';
import { allStates, lgasOfState } from '../../../domain/locations';
import { SelectInput, type Option } from './SelectInput';
import { TextInput } from './TextInput';
import { useWards } from '../useWards';

const STATE_OPTIONS: Option[] = allStates().map((s) => ({ value: s.slug, label: s.name }));

/**
 * State, LGA and ward of a school or community as selects of the locations dataset. Changing the
 * state clears the LGA and ward, changing the LGA clears the ward. Until wards are imported for
 * the LGA, the ward is typed as its slug.
 */
export function LocationSelects() {
  const { setValue } = useFormContext();
  const state = useWatch({ name: 'state' }) as string | null;
  const lga = useWatch({ name: 'lga' }) as string | null;
  const { wards, loading: isLoading } = useWards(state, lga);
  const clear = (name: string) => setValue(name, null, { shouldDirty: true, shouldValidate: true });
  const lgaOptions: Option[] = state ? lgasOfState(state).map((l) => ({ value: l.slug, label: l.name })) : [];
  return (
    <>
      <SelectInput
        name="state"
        options={STATE_OPTIONS}
        onChanged={() => {
          clear('lga');
          clear('ward');
        }}
      />
      <SelectInput name="lga" options={lgaOptions} disabled={!state} helperText={state ? undefined : 'Choose the state first'} onChanged={() => clear('ward')} />
      {wards.length > 0 || isLoading ? (
        <SelectInput name="ward" options={wards.map((w) => ({ value: w.slug, label: w.name }))} disabled={isLoading} />
      ) : (
        <TextInput name="ward" helperText="No wards imported for this LGA yet: type the ward as a slug, e.g. fagge-a" />
      )}
    </>
  );
}
