/**
 * The figures of an LGA row (src/domain/api/publicLocal.ts) as the LGA table's columns: counts, then
 * the out-of-school rate of the primary age group and its gender parity index. A state's own row
 * has the same figures, so the headline uses them too.
 */
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import type { Count } from '../../../domain/publicData';
import { compareValues, indicatorLabelKey } from '../../components/indicators';
import { RATE_COLUMNS } from '../../components/rates/rateColumns';
import { gpiValue, rateValue } from '../../components/rates/rateTexts';

export type AreaFigures = Pick<LgaIndicatorRow, 'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities' | 'primaryAgeRate'>;

export interface LgaColumn {
  id: string;
  /** Translation key of the column's name (translated with AGES), the same as the data table's column of that id. */
  labelKey: string;
  /** A count, or a rate or index of the primary age ('rate', 'gpi'), drawn with its reason when missing. */
  kind: 'count' | 'rate' | 'gpi';
  /** The sorted and downloaded value: undefined where there is no figure, null where it is hidden. */
  value: (row: AreaFigures) => Count | undefined;
}

type CountColumn = Omit<LgaColumn, 'kind' | 'value'> & { kind: 'count'; value: (row: AreaFigures) => Count };

const column = (id: string, value: (row: AreaFigures) => Count): CountColumn => ({ id, labelKey: indicatorLabelKey(id), kind: 'count', value });

/** The column the chart draws. */
export const OOS_COLUMN = column('oos', (row) => row.outOfSchoolChildren.total);

export const LGA_COLUMNS: readonly LgaColumn[] = [
  column('learning-centres', (row) => row.learningCentres.total),
  column('learners', (row) => row.learners.total),
  column('learners-female', (row) => row.learners.bySex.Female),
  OOS_COLUMN,
  column('oos-female', (row) => row.outOfSchoolChildren.bySex.Female),
  column('households', (row) => row.households),
  column('communities', (row) => row.communities),
  { ...RATE_COLUMNS.rate, kind: 'rate', value: (row) => rateValue(row.primaryAgeRate) },
  { ...RATE_COLUMNS.gpi, kind: 'gpi', value: (row) => gpiValue(row.primaryAgeRate) },
];

export const LGA_COLUMN_BY_ID: ReadonlyMap<string, LgaColumn> = new Map(LGA_COLUMNS.map((c) => [c.id, c]));

export type SortDirection = 'asc' | 'desc';

/** By the column's value (hidden counts just above 0, as the data table sorts them; no figure last), then by name. */
export function compareLgas(a: LgaIndicatorRow, b: LgaIndicatorRow, sort: string, direction: SortDirection): number {
  const column = LGA_COLUMN_BY_ID.get(sort);
  const byName = a.name.localeCompare(b.name);
  if (!column) return direction === 'asc' ? byName : -byName;
  return compareValues(column.value(a), column.value(b), direction) || byName;
}
