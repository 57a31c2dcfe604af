/** Reading and correcting the reference figures (docs/api-public.md). */
import { sql, type Selectable } from 'kysely';
import type { ReferenceFigure } from '../../src/domain/publicData';
import type { Db } from '../db/connection';
import type { ReferenceIndicatorsTable } from '../db/schemaPublic';

export type ReferenceRow = Selectable<ReferenceIndicatorsTable>;

export const REFERENCE_COLUMNS = [
  'id',
  'key',
  'indicator',
  'category',
  'title',
  'scope',
  'area',
  'value',
  'valueMale',
  'valueFemale',
  'unit',
  'year',
  'ageGroup',
  'definition',
  'source',
  'verification',
  'sortOrder',
  'updatedAt',
] as const;

/** Category order on the pages: literacy, out-of-school, almajiri. */
const CATEGORY_ORDER = sql<number>`array_position(array['literacy', 'out-of-school', 'almajiri']::text[], category)`;

export const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toReferenceFigure(row: Pick<ReferenceRow, (typeof REFERENCE_COLUMNS)[number]>): ReferenceFigure {
  return {
    id: row.id,
    key: row.key,
    indicator: row.indicator,
    category: row.category,
    title: row.title,
    scope: row.scope,
    area: row.area,
    value: Number(row.value),
    valueMale: numberOrNull(row.valueMale),
    valueFemale: numberOrNull(row.valueFemale),
    unit: row.unit,
    year: row.year,
    ageGroup: row.ageGroup,
    definition: row.definition,
    source: row.source,
    verification: row.verification,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Every reference figure, by category then display order. */
export async function loadReferenceFigures(db: Db): Promise<ReferenceFigure[]> {
  const rows = await db.selectFrom('referenceIndicators').select(REFERENCE_COLUMNS).orderBy(CATEGORY_ORDER).orderBy('sortOrder').orderBy('id').execute();
  return rows.map(toReferenceFigure);
}

/** The figures of one area (state or zone slug). */
export function figuresOfArea(figures: readonly ReferenceFigure[], scope: 'state' | 'zone', area: string): ReferenceFigure[] {
  return figures.filter((f) => f.scope === scope && f.area === area);
}

export const STATE_LITERACY_INDICATOR = 'literacy-state';
