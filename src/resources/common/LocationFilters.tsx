/**
 * The cascading location filters: state → LGA → ward. LGA choices follow the chosen state, ward
 * choices the chosen state and LGA; choosing a parent clears its children.
 */
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { allStates, allZones, lgasOfState } from '../../domain/locations';
import { FilterSelect, type FilterInputProps } from './filterInputs';
import { useWards } from './useWards';

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

/** The ward select's "no filter" option, saying why the list is empty when it is. */
function wardAnyLabel(chosen: boolean, loading: boolean, error: boolean, count: number): string {
  if (!chosen) return 'records.filters.chooseLgaFirst';
  if (loading) return 'records.filters.loadingWards';
  if (error) return 'records.filters.wardsUnavailable';
  return count > 0 ? 'records.filters.allWards' : 'records.filters.noWards';
}

export function WardFilterInput(props: FilterInputProps) {
  const state: string | undefined = useWatch({ name: 'state' });
  const lga: string | undefined = useWatch({ name: 'lga' });
  const { wards, loading, error } = useWards(state, lga);
  const choices = useMemo(() => wards.map((ward) => ({ id: ward.slug, name: ward.name })), [wards]);
  return <FilterSelect {...props} choices={choices} anyLabel={wardAnyLabel(!!state && !!lga, loading, error, choices.length)} disabled={!state || !lga || loading} />;
}

export function ZoneFilterInput(props: FilterInputProps) {
  return <FilterSelect {...props} choices={ZONE_CHOICES} anyLabel="records.filters.allZones" />;
}
