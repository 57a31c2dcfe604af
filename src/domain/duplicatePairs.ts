/** A possible-duplicate pair as GET /api/admin/duplicates answers it (shared by the server and the back office); the schemas are in ./api/duplicates.ts. */
import type { z } from 'zod';
import type { duplicatePairSchema, duplicateRecordSideSchema } from './api/duplicates';

/** The API paths of the compared types, as a pair's `type` and the list's `type` filter name them. */
export const DUPLICATE_TYPE_PATHS = ['oos-children', 'learners'] as const;
export type DuplicateTypePath = (typeof DUPLICATE_TYPE_PATHS)[number];
export const DUPLICATE_SORTABLE = ['score', 'createdAt', 'id'] as const;
export type DuplicateSortField = (typeof DUPLICATE_SORTABLE)[number];

/** One record of a pair: its key fields, side by side with the other's. */
export type DuplicateRecordSide = z.infer<typeof duplicateRecordSideSchema>;
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** The record a merge keeps unless the user chooses: the older one (created first, then the lower id). */
export function defaultSurvivor(pair: Pick<DuplicatePair, 'recordA' | 'recordB'>): number | null {
  const { recordA: a, recordB: b } = pair;
  if (!a || !b) return a?.id ?? b?.id ?? null;
  const [ta, tb] = [Date.parse(a.createdAt ?? ''), Date.parse(b.createdAt ?? '')];
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return ta < tb ? a.id : b.id;
  return Math.min(a.id, b.id);
}
