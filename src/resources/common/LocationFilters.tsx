/**
 * The cascading location filters: state → LGA → ward. LGA choices follow the chosen state, ward
 * choices (a searchable select of the reference wards) the chosen state and LGA; choosing a
 * parent clears its children.
 */
import { useMemo } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { allStates, allZones, lgasOfState } from '../../domain/locations';
import { FilterSelect, type FilterInputProps } from './filterInputs';
import { useWardSelect } from './WardInput';

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
  return (
    <FilterSelect
      {...props}
      choices={choices}
      anyLabel={state ? 'records.filters.allLgas' : 'records.filters.chooseStateFirst'}
      onChanged={clearChildren}
      disabled={!state}
    />
  );
}

/** The ward filter: a searchable select of the reference wards of the chosen state and LGA. */
export function WardFilterInput({ source, label, alwaysOn }: FilterInputProps) {
  const { select, helper } = useWardSelect(source);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      {...select}
      size="small"
      TextFieldProps={{ placeholder: helper }}
      helperText={false}
      sx={{ minWidth: 240, mt: 1 }}
    />
  );
}

export function ZoneFilterInput(props: FilterInputProps) {
  return <FilterSelect {...props} choices={ZONE_CHOICES} anyLabel="records.filters.allZones" />;
}
