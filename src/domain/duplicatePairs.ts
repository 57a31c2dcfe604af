/** A possible-duplicate pair as GET /api/admin/duplicates answers it (shared by the server and the back office). */
import type { DuplicateReasons, DuplicateStatus } from './recordQuality';

/** The API paths of the compared types, as a pair's `type` and the list's `type` filter name them. */
export const DUPLICATE_TYPE_PATHS = ['oos-children', 'learners'] as const;
export type DuplicateTypePath = (typeof DUPLICATE_TYPE_PATHS)[number];
export const DUPLICATE_SORTABLE = ['score', 'createdAt', 'id'] as const;
export type DuplicateSortField = (typeof DUPLICATE_SORTABLE)[number];

/** One record of a pair: its key fields, side by side with the other's. */
export interface DuplicateRecordSide {
  id: number;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  sex: string | null;
  age: number | null;
  dateOfBirth: string | null;
  state: string | null;
  lga: string | null;
  ward: string | null;
  /** The household (children) or learning centre (learners). */
  groupId: number | null;
  groupName: string | null;
  createdAt: string | null;
  reviewState: string | null;
  /** True when this record was merged into the other and is kept only as a copy. */
  merged: boolean;
}

export interface DuplicatePair {
  id: number;
  type: DuplicateTypePath | string;
  score: number;
  reasons: DuplicateReasons;
  status: DuplicateStatus;
  keptId: number | null;
  createdAt: string;
  resolvedAt: string | null;
  recordA: DuplicateRecordSide | null;
  recordB: DuplicateRecordSide | null;
}

/** The record a merge keeps unless the user chooses: the older one (created first, then the lower id). */
export function defaultSurvivor(pair: Pick<DuplicatePair, 'recordA' | 'recordB'>): number | null {
  const { recordA: a, recordB: b } = pair;
  if (!a || !b) return a?.id ?? b?.id ?? null;
  const [ta, tb] = [Date.parse(a.createdAt ?? ''), Date.parse(b.createdAt ?? '')];
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return ta < tb ? a.id : b.id;
  return Math.min(a.id, b.id);
}
