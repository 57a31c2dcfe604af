/**
 * The filters of every record list (docs/api-records.md): search, state → LGA → ward, zone, the
 * type's own filters, and the created/updated date ranges. Search and location are always shown;
 * the rest are added from the "Add filter" menu.
 */
import type { ReactElement } from 'react';
import { FilterDate, FilterNumber, FilterSearch, FilterSelect, FilterYesNo } from './filterInputs';
import { fieldLabel } from './labels';
import { LgaFilterInput, StateFilterInput, WardFilterInput, ZoneFilterInput } from './LocationFilters';

/** A filter on an enumerated field, its choices from the domain list (labels optional). */
export function enumFilter(source: string, values: readonly string[], labels?: Readonly<Record<string, string>>, label = fieldLabel(source)) {
  const choices = values.map((value) => ({ id: value, name: labels?.[value] ?? value }));
  return <FilterSelect key={source} source={source} label={label} choices={choices} />;
}

/** A yes/no filter (the API takes true/false). */
export function booleanFilter(source: string, label = fieldLabel(source)) {
  return <FilterYesNo key={source} source={source} label={label} />;
}

export function numberFilter(source: string, label: string) {
  return <FilterNumber key={source} source={source} label={label} min={0} />;
}

const DATE_FILTERS = [
  ['createdFrom', 'Created from'],
  ['createdTo', 'Created to'],
  ['updatedFrom', 'Updated from'],
  ['updatedTo', 'Updated to'],
] as const;

/** The whole filter list of a record list, with `own` (the type's filters) after the zone. */
export function recordFilters(own: ReactElement[] = []): ReactElement[] {
  return [
    <FilterSearch key="q" source="q" label="Search by name or reference" alwaysOn />,
    <StateFilterInput key="state" source="state" label="State" alwaysOn />,
    <LgaFilterInput key="lga" source="lga" label="LGA" alwaysOn />,
    <WardFilterInput key="ward" source="ward" label="Ward" alwaysOn />,
    <ZoneFilterInput key="zone" source="zone" label="Zone" />,
    ...own,
    ...DATE_FILTERS.map(([source, label]) => <FilterDate key={source} source={source} label={label} />),
  ];
}
