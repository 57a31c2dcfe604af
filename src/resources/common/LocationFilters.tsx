/**
 * The cascading location filters: state → LGA → ward. LGA choices follow the chosen state, ward
 * choices (a searchable select of the reference wards) the chosen state and LGA; choosing a
 * parent clears its children.
 */
import { useMemo } from 'react';
import { AutocompleteInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { allStates, allZones, lgasOfState } from '../../domain/locations';
import { FilterSelect, type FilterInputProps } from './filterInputs';
import { useWardChoices } from './wardChoices';
import { wardHelper } from './WardInput';

const STATE_CHOICES = allStates().map((state) => ({ id: state.slug, name: state.name }));
const ZONE_CHOICES = allZones().map((zone) => ({ id: zone.slug, name: zone.name }));

/** Clears `fields` in the filter form; the form then submits the new filters. */
function useClear(fields: readonly string[]) {
  const { setValue } = useFormContext();
  return () => {
    for (const field of fields) setValue(field, '', { shouldDirty: true });
  };
}

export function StateFilterInput(props: FilterInputProps) {
  const clearChildren = useClear(['lga', 'ward']);
  return <FilterSelect {...props} choices={STATE_CHOICES} anyLabel="records.filters.allStates" onChanged={clearChildren} />;
}

export function LgaFilterInput(props: FilterInputProps) {
  const state: string | undefined = useWatch({ name: 'state' });
  const clearChildren = useClear(['ward']);
  const choices = useMemo(() => (state ? lgasOfState(state).map((lga) => ({ id: lga.slug, name: lga.name })) : []), [state]);
  return <FilterSelect {...props} choices={choices} anyLabel={state ? 'records.filters.allLgas' : 'records.filters.chooseStateFirst'} onChanged={clearChildren} disabled={!state} />;
}

/** The ward filter: a searchable select of the reference wards of the chosen state and LGA. */
export function WardFilterInput({ source, label, alwaysOn }: FilterInputProps) {
  const translate = useTranslate();
  const [state, lga, ward] = useWatch({ name: ['state', 'lga', source] }) as unknown[];
  const { choices, loading, error, chosen, outside } = useWardChoices(state, lga, ward);
  const helper = wardHelper(chosen, loading, error, choices.length, outside);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={choices}
      translateChoice={false}
      disabled={!chosen}
      isPending={loading}
      size="small"
      TextFieldProps={{ placeholder: helper ? translate(helper) : undefined }}
      helperText={false}
      noOptionsText={translate('wards.noneForLga')}
      sx={{ minWidth: 240, mt: 1 }}
    />
  );
}

export function ZoneFilterInput(props: FilterInputProps) {
  return <FilterSelect {...props} choices={ZONE_CHOICES} anyLabel="records.filters.allZones" />;
}
