/** The LGA table's sort kept in the URL (?sort=&dir=, as the data table keeps its view), and the rows in that order. */
import { useMemo } from 'react';
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import { useUrlState } from '../../components/useUrlState';
import { compareLgas, LGA_COLUMN_BY_ID, type SortDirection } from './lgaColumns';

const DEFAULTS = { sort: 'name', dir: 'asc' };

export interface LgaView {
  sort: string;
  direction: SortDirection;
  rows: LgaIndicatorRow[];
  sortBy: (key: string) => void;
}

export function useLgaView(all: readonly LgaIndicatorRow[]): LgaView {
  const { get, set } = useUrlState(DEFAULTS);
  const sort = LGA_COLUMN_BY_ID.has(get('sort')) ? get('sort') : 'name';
  const direction: SortDirection = get('dir') === 'desc' ? 'desc' : 'asc';
  const rows = useMemo(() => [...all].sort((a, b) => compareLgas(a, b, sort, direction)), [all, sort, direction]);
  // A figure sorts largest first on its first click, a name A to Z; a second click reverses.
  const firstDirection = (key: string): SortDirection => (LGA_COLUMN_BY_ID.has(key) ? 'desc' : 'asc');
  const sortBy = (key: string) => {
    const next = key === sort ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection(key);
    set({ sort: key, dir: next });
  };
  return { sort, direction, rows, sortBy };
}
