/**
 * The data table's view kept in the URL (?zone=&q=&sort=&dir=&cols=), so a link reproduces it,
 * and the rows and columns it shows.
 */
import { useMemo } from 'react';
import type { IndicatorRow } from '../../../domain/publicData';
import { ZONES } from '../../../domain/locations';
import type { Translate } from '../../../i18n/translate';
import { useTranslate } from '../../../i18n/useTranslate';
import { compareValues, DEFAULT_COLUMNS, INDICATOR_BY_ID, INDICATORS, type Indicator } from '../../components/indicators';
import { zoneLabel } from '../../components/labels';
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

/** A state matches by its name, its slug, or its zone's name in English or in the chosen language. */
function matches(row: IndicatorRow, query: string, t: Translate): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.slug, row.zone?.name ?? '', zoneLabel(t, row.zone)].some((text) => text.toLowerCase().includes(needle));
}

function compareRows(a: IndicatorRow, b: IndicatorRow, sort: string, direction: SortDirection, t: Translate): number {
  const sign = direction === 'asc' ? 1 : -1;
  if (sort === 'zone') return sign * (zoneLabel(t, a.zone).localeCompare(zoneLabel(t, b.zone)) || a.name.localeCompare(b.name));
  const indicator = INDICATOR_BY_ID.get(sort);
  if (!indicator) return sign * a.name.localeCompare(b.name);
  return compareValues(indicator.value(a), indicator.value(b), direction) || a.name.localeCompare(b.name);
}

export function useTableView(all: readonly IndicatorRow[]): TableView {
  const t = useTranslate();
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
    () => all.filter((row) => (!zone || row.zone?.slug === zone) && matches(row, query, t)).sort((a, b) => compareRows(a, b, sort, direction, t)),
    [all, zone, query, sort, direction, t],
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
    setColumns: (ids) =>
      set({
        cols:
          INDICATORS.filter((i) => ids.includes(i.id))
            .map((i) => i.id)
            .join(',') || 'none',
      }),
  };
}
