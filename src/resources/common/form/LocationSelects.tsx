import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { allStates, lgasOfState } from '../../../domain/locations';
import { NativeSelectInput, type Option } from './inputs';
import { WardInput } from '../WardInput';

const STATE_OPTIONS: Option[] = allStates().map((s) => ({ value: s.slug, label: s.name }));

/**
 * State, LGA and ward of a school or community as selects of the locations dataset. Changing the
 * state clears the LGA and ward, changing the LGA clears the ward. The ward is a searchable select
 * of the reference wards (../WardInput).
 */
export function LocationSelects() {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const state = useWatch({ name: 'state' }) as string | null;
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
      <WardInput />
    </>
  );
}
