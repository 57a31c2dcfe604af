/**
 * The filters of every record list (docs/api-records.md): search, state → LGA → ward, zone, the
 * type's own filters, and the created/updated date ranges. Search and location are always shown;
 * the rest are added from the "Add filter" menu. A type's own filters are labelled with the
 * resource's field labels.
 */
import type { ReactElement } from 'react';
import { FilterDate, FilterNumber, FilterSearch, FilterSelect, FilterYesNo, type FilterInputProps } from './filterInputs';
import { LgaFilterInput, StateFilterInput, WardFilterInput, ZoneFilterInput } from './LocationFilters';
import { reviewStateFilter } from './review/ReviewColumn';
import { useValueText } from './values';

function EnumFilter({ values, ...props }: FilterInputProps & { values: readonly string[] }) {
  const valueText = useValueText();
  return <FilterSelect {...props} choices={values.map((value) => ({ id: value, name: valueText(value) }))} />;
}

/** A filter on an enumerated field, its choices the domain's list. */
export function enumFilter(source: string, values: readonly string[]) {
  return <EnumFilter key={source} source={source} values={values} />;
}

/** A yes/no filter (the API takes true/false). */
export function booleanFilter(source: string) {
  return <FilterYesNo key={source} source={source} />;
}

export function numberFilter(source: string, label: string) {
  return <FilterNumber key={source} source={source} label={label} min={0} />;
}

const DATE_FILTERS = [
  ['createdFrom', 'records.filters.createdFrom'],
  ['createdTo', 'records.filters.createdTo'],
  ['updatedFrom', 'records.filters.updatedFrom'],
  ['updatedTo', 'records.filters.updatedTo'],
] as const;

/** The whole filter list of a record list, with `own` (the type's filters) after the zone. */
export function recordFilters(own: ReactElement[] = []): ReactElement[] {
  return [
    <FilterSearch key="q" source="q" label="records.filters.search" alwaysOn />,
    <StateFilterInput key="state" source="state" label="records.fields.state" alwaysOn />,
    <LgaFilterInput key="lga" source="lga" label="records.fields.lga" alwaysOn />,
    <WardFilterInput key="ward" source="ward" label="records.fields.ward" alwaysOn />,
    <ZoneFilterInput key="zone" source="zone" label="records.fields.zone" />,
    ...own,
    reviewStateFilter(),
    ...DATE_FILTERS.map(([source, label]) => <FilterDate key={source} source={source} label={label} />),
  ];
}
