/**
 * The data table's view kept in the URL (?level=&state=&zone=&q=&sort=&dir=&cols=), so a link
 * reproduces it, and the rows and columns it shows. level=lga shows the LGAs of one state.
 */
import { useMemo } from 'react';
import { allStates, ZONES } from '../../../domain/locations';
import type { Translate } from '../../../i18n/translate';
import { useTranslate } from '../../../i18n/useTranslate';
import { compareValues } from '../../components/indicators';
import { useUrlState } from '../../components/useUrlState';
import { TABLE_COLUMN_BY_ID, TABLE_COLUMNS, TABLE_DEFAULT_COLUMNS, type TableColumn } from './tableColumns';
import { FIRST_STATE, parentLabel, type TableLevel, type TableRow } from './tableRows';

export type SortDirection = 'asc' | 'desc';

const DEFAULTS = { level: 'state', sort: 'name', dir: 'asc', cols: TABLE_DEFAULT_COLUMNS.join(',') };
const ZONE_SLUGS: readonly string[] = ZONES.map((z) => z.slug);
const STATE_SLUGS: readonly string[] = allStates().map((s) => s.slug);

/** The level and, at the LGA level, the state the URL asks for (the first state when none or an unknown one). */
export function useTableLevel(): { level: TableLevel; state: string } {
  const { get } = useUrlState(DEFAULTS);
  const level: TableLevel = get('level') === 'lga' ? 'lga' : 'state';
  return { level, state: level === 'lga' && STATE_SLUGS.includes(get('state')) ? get('state') : FIRST_STATE };
}

export interface TableView {
  level: TableLevel;
  /** The state of the LGA level. */
  state: string;
  zone: string;
  query: string;
  sort: string;
  direction: SortDirection;
  columns: TableColumn[];
  rows: TableRow[];
  setLevel: (level: TableLevel) => void;
  setState: (state: string) => void;
  setZone: (zone: string) => void;
  setQuery: (query: string) => void;
  sortBy: (key: string) => void;
  setColumns: (ids: string[]) => void;
}

/** A row matches by its name, its slug, or its parent's name (a zone's in English or in the chosen language). */
function matches(row: TableRow, query: string, t: Translate): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.slug, row.parent?.name ?? '', parentLabel(t, row)].some((text) => text.toLowerCase().includes(needle));
}

function compareRows(a: TableRow, b: TableRow, sort: string, direction: SortDirection, t: Translate): number {
  const sign = direction === 'asc' ? 1 : -1;
  if (sort === 'zone') return sign * (parentLabel(t, a).localeCompare(parentLabel(t, b)) || a.name.localeCompare(b.name));
  const indicator = TABLE_COLUMN_BY_ID.get(sort);
  if (!indicator) return sign * a.name.localeCompare(b.name);
  return compareValues(indicator.value(a), indicator.value(b), direction) || a.name.localeCompare(b.name);
}

export function useTableView(all: readonly TableRow[]): TableView {
  const t = useTranslate();
  const { get, set } = useUrlState(DEFAULTS);
  const { level, state } = useTableLevel();
  const zone = level === 'state' && ZONE_SLUGS.includes(get('zone')) ? get('zone') : '';
  const query = get('q');
  const sortKey = get('sort');
  const sort = sortKey === 'name' || sortKey === 'zone' || TABLE_COLUMN_BY_ID.has(sortKey) ? sortKey : 'name';
  const direction: SortDirection = get('dir') === 'desc' ? 'desc' : 'asc';
  const colsParam = get('cols');
  const columns = useMemo(() => {
    const wanted = new Set(colsParam.split(',').filter(Boolean));
    return TABLE_COLUMNS.filter((column) => wanted.has(column.id));
  }, [colsParam]);
  const rows = useMemo(
    () => all.filter((row) => (!zone || row.parent?.slug === zone) && matches(row, query, t)).sort((a, b) => compareRows(a, b, sort, direction, t)),
    [all, zone, query, sort, direction, t],
  );
  return {
    level,
    state,
    zone,
    query,
    sort,
    direction,
    columns,
    rows,
    // A new level or state starts with no zone and no search (neither would match the new rows).
    setLevel: (value) => set({ level: value, state: value === 'lga' ? state : '', zone: '', q: '' }),
    setState: (value) => set({ state: value, q: '' }),
    setZone: (value) => set({ zone: value }),
    setQuery: (value) => set({ q: value }),
    sortBy: (key) =>
      set({ sort: key, dir: key === sort && direction === 'asc' ? 'desc' : key === sort ? 'asc' : TABLE_COLUMN_BY_ID.has(key) ? 'desc' : 'asc' }),
    setColumns: (ids) =>
      set({
        cols:
          TABLE_COLUMNS.filter((i) => ids.includes(i.id))
            .map((i) => i.id)
            .join(',') || 'none',
      }),
  };
}
