/**
 * The figures of an LGA row (src/domain/api/publicLocal.ts) as the LGA table's columns. A state's
 * own row has the same figures, so the headline uses them too.
 */
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import type { Count } from '../../../domain/publicData';
import { compareValues, indicatorLabelKey } from '../../components/indicators';

export type AreaFigures = Pick<LgaIndicatorRow, 'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities'>;

export interface LgaColumn {
  id: string;
  /** Translation key of the column's name, the same as the data table's column of that id. */
  labelKey: string;
  value: (row: AreaFigures) => Count;
}

const column = (id: string, value: (row: AreaFigures) => Count): LgaColumn => ({ id, labelKey: indicatorLabelKey(id), value });

export const LGA_COLUMNS: readonly LgaColumn[] = [
  column('learning-centres', (row) => row.learningCentres.total),
  column('learners', (row) => row.learners.total),
  column('learners-female', (row) => row.learners.bySex.Female),
  column('oos', (row) => row.outOfSchoolChildren.total),
  column('oos-female', (row) => row.outOfSchoolChildren.bySex.Female),
  column('households', (row) => row.households),
  column('communities', (row) => row.communities),
];

export const LGA_COLUMN_BY_ID: ReadonlyMap<string, LgaColumn> = new Map(LGA_COLUMNS.map((c) => [c.id, c]));

export const OOS_COLUMN = LGA_COLUMN_BY_ID.get('oos')!;

export type SortDirection = 'asc' | 'desc';

/** By the column's value (hidden counts just above 0, as the data table sorts them), then by name. */
export function compareLgas(a: LgaIndicatorRow, b: LgaIndicatorRow, sort: string, direction: SortDirection): number {
  const column = LGA_COLUMN_BY_ID.get(sort);
  const byName = a.name.localeCompare(b.name);
  if (!column) return direction === 'asc' ? byName : -byName;
  return compareValues(column.value(a), column.value(b), direction) || byName;
}
