/**
 * The admin's reference figures: the list page, one figure, and a correction (its values checked
 * against the figure's unit, the changed fields audit-logged, in one transaction).
 */
import { sql } from 'kysely';
import type { ReferenceCategory, ReferenceFigure, ReferenceScope, ReferenceUnit } from '../../src/domain/publicData';
import { referenceValueErrors } from '../../src/domain/referenceValues';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { ApiError, notFound } from '../http/errors';
import { containsPattern } from '../http/like';
import type { ListRequest } from '../http/listQuery';
import { numberOrNull, REFERENCE_COLUMNS, toReferenceFigure } from './references';

const RESOURCE = 'reference-indicators';
export const REFERENCE_SORTABLE = ['sortOrder', 'title', 'indicator', 'area', 'year', 'updatedAt', 'id'] as const;

export interface ReferenceFilter {
  q?: string;
  category?: ReferenceCategory;
  indicator?: string;
  scope?: ReferenceScope;
  area?: string;
  id?: number | number[];
}

/** What a correction may change: key, indicator, category, scope and area identify a figure and stay. */
export interface ReferenceCorrection {
  title?: string;
  value?: number;
  valueMale?: number | null;
  valueFemale?: number | null;
  unit?: ReferenceUnit;
  year?: string;
  ageGroup?: string | null;
  definition?: string;
  source?: string;
  verification?: string;
}
const EDITABLE: readonly (keyof ReferenceCorrection)[] = [
  'title',
  'value',
  'valueMale',
  'valueFemale',
  'unit',
  'year',
  'ageGroup',
  'definition',
  'source',
  'verification',
];

export async function listReferenceFigures(db: Db, list: ListRequest<ReferenceFilter>): Promise<{ rows: ReferenceFigure[]; total: number }> {
  const f = list.filter;
  let query = db.selectFrom('referenceIndicators');
  if (f.q) {
    const pattern = containsPattern(f.q);
    query = query.where(sql<boolean>`lower(title || ' ' || source || ' ' || coalesce(area, '')) like ${pattern}`);
  }
  for (const key of ['category', 'indicator', 'scope', 'area'] as const) {
    const value = f[key];
    if (value !== undefined) query = query.where(key, '=', value as never);
  }
  if (f.id !== undefined) {
    const ids = Array.isArray(f.id) ? f.id : [f.id];
    query = query.where('id', 'in', ids.length ? ids : [-1]);
  }
  const sortField = list.sortField as (typeof REFERENCE_SORTABLE)[number];
  const [rows, total] = await Promise.all([
    query.select(REFERENCE_COLUMNS).orderBy(sortField, list.sortOrder).orderBy('id').offset(list.offset).limit(list.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toReferenceFigure), total: Number(total.count) };
}

export async function getReferenceFigure(db: Db, id: number): Promise<ReferenceFigure> {
  const row = await db.selectFrom('referenceIndicators').select(REFERENCE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('The reference figure');
  return toReferenceFigure(row);
}

export async function correctReferenceFigure(db: Db, id: number, input: ReferenceCorrection, actor: { userId: number; ip: string }): Promise<ReferenceFigure> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('referenceIndicators').select(REFERENCE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound('The reference figure');
    // The values must fit the figure's unit: the new one, or the stored one when it stays.
    const valueErrors = referenceValueErrors(input.unit ?? current.unit, {
      value: input.value ?? Number(current.value),
      valueMale: input.valueMale !== undefined ? input.valueMale : numberOrNull(current.valueMale),
      valueFemale: input.valueFemale !== undefined ? input.valueFemale : numberOrNull(current.valueFemale),
    });
    if (valueErrors) throw new ApiError(400, 'VALIDATION_FAILED', 'Some values do not fit the unit of the figure.', valueErrors);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const key of EDITABLE) {
      const after = input[key];
      if (after !== undefined && after !== current[key]) changes[key] = { before: current[key], after };
    }
    if (Object.keys(changes).length === 0) return toReferenceFigure(current);
    const set = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.after]));
    const row = await trx
      .updateTable('referenceIndicators')
      .set({ ...set, updatedBy: actor.userId, updatedAt: sql`now()` } as never)
      .where('id', '=', id)
      .returning(REFERENCE_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { userId: actor.userId, action: 'update', resource: RESOURCE, resourceId: row.id, changes, ip: actor.ip });
    return toReferenceFigure(row);
  });
}
