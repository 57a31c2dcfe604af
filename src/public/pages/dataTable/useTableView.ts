/**
 * The data table's view kept in the URL (?zone=&q=&sort=&dir=&cols=), so a link reproduces it,
 * and the rows and columns it shows.
 */
import { useMemo } from 'react';
import type { IndicatorRow } from '../../../domain/publicData';
import { ZONES } from '../../../domain/locations';
import { compareValues, DEFAULT_COLUMNS, INDICATOR_BY_ID, INDICATORS, type Indicator } from '../../components/indicators';
import { useUrlState } from '../../components/useUrlState';

export type SortDirection = 'asc' | 'desc';

const DEFAULTS = { sort: 'name', dir: 'asc', cols: DEFAULT_COLUMNS.join(',') };
const ZONE_SLUGS: readonly string[] = ZONES.map((z) => z.slug);

export interface TableView {
  zone: string;
  query: string;
  sort: string;
  direction: SortDirection;
  columns: Indicator[];
  rows: IndicatorRow[];
  setZone: (zone: string) => void;
  setQuery: (query: string) => void;
  sortBy: (key: string) => void;
  setColumns: (ids: string[]) => void;
}

function matches(row: IndicatorRow, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.slug, row.zone?.name ?? ''].some((text) => text.toLowerCase().includes(needle));
}

function compareRows(a: IndicatorRow, b: IndicatorRow, sort: string, direction: SortDirection): number {
  const sign = direction === 'asc' ? 1 : -1;
  if (sort === 'zone') return sign * ((a.zone?.name ?? '').localeCompare(b.zone?.name ?? '') || a.name.localeCompare(b.name));
  const indicator = INDICATOR_BY_ID.get(sort);
  if (!indicator) return sign * a.name.localeCompare(b.name);
  return compareValues(indicator.value(a), indicator.value(b), direction) || a.name.localeCompare(b.name);
}

export function useTableView(all: readonly IndicatorRow[]): TableView {
  const { get, set } = useUrlState(DEFAULTS);
  const zone = ZONE_SLUGS.includes(get('zone')) ? get('zone') : '';
  const query = get('q');
  const sortKey = get('sort');
  const sort = sortKey === 'name' || sortKey === 'zone' || INDICATOR_BY_ID.has(sortKey) ? sortKey : 'name';
  const direction: SortDirection = get('dir') === 'desc' ? 'desc' : 'asc';
  const colsParam = get('cols');
  const columns = useMemo(() => {
    const wanted = new Set(colsParam.split(',').filter(Boolean));
    return INDICATORS.filter((indicator) => wanted.has(indicator.id));
  }, [colsParam]);
  const rows = useMemo(
    () => all.filter((row) => (!zone || row.zone?.slug === zone) && matches(row, query)).sort((a, b) => compareRows(a, b, sort, direction)),
    [all, zone, query, sort, direction],
  );
  return {
    zone,
    query,
    sort,
    direction,
    columns,
    rows,
    setZone: (value) => set({ zone: value }),
    setQuery: (value) => set({ q: value }),
    sortBy: (key) => set({ sort: key, dir: key === sort && direction === 'asc' ? 'desc' : key === sort ? 'asc' : INDICATOR_BY_ID.has(key) ? 'desc' : 'asc' }),
    setColumns: (ids) => set({ cols: INDICATORS.filter((i) => ids.includes(i.id)).map((i) => i.id).join(',') || 'none' }),
  };
}
