/**
 * The review section: what a reviewer acts on, in the dashboard's place or else the
 * reviewer's own state. Each figure is counted by the list code with the very filter its link
 * carries (src/domain/dashboard.ts), so the figure and the list it opens agree. Each count runs
 * with JIT off on PostgreSQL, as the other sections' counts do.
 */
import {
  FAILED_SYNC,
  WAITING_FOR_REVIEW,
  openDuplicatesFilter,
  recordListFilter,
  reviewScope,
  reviewableTypes,
  type DashboardFilter,
  type RecordListFilter,
  type ReviewDashboard,
} from '../../src/domain/dashboard';
import type { PermissionSubject } from '../../src/domain/permissions';
import type { Db } from '../db/connection';
import { withoutJit } from '../db/withoutJit';
import { kindsAllowed } from '../duplicates/kinds';
import { listPairs } from '../duplicates/list';
import { RECORD_DEFS } from '../records';
import { countMatching } from '../records/list';

async function openDuplicates(db: Db, subject: PermissionSubject, filter: DashboardFilter): Promise<number | null> {
  const kinds = kindsAllowed(subject, 'read');
  if (kinds.length === 0) return null;
  const page = { sortField: 'score', sortOrder: 'desc', offset: 0, limit: 0 } as const;
  const { total } = await withoutJit(db, (inner) => listPairs(inner, kinds, openDuplicatesFilter(filter), page));
  return total;
}

export async function reviewDashboard(
  db: Db,
  subject: PermissionSubject & { id: number },
  requested: DashboardFilter,
  now = new Date(),
): Promise<ReviewDashboard> {
  const own = await db.selectFrom('users').select('state').where('id', '=', subject.id).executeTakeFirst();
  const filter = reviewScope(requested, own?.state);
  const [byType, duplicates] = await Promise.all([
    Promise.all(
      reviewableTypes(subject).map(async (type) => {
        const counted = (list: RecordListFilter) => withoutJit(db, (inner) => countMatching(inner, RECORD_DEFS[type], recordListFilter(filter, list)));
        const [waiting, failedSyncs] = await Promise.all([counted(WAITING_FOR_REVIEW), counted(FAILED_SYNC)]);
        return { type, waiting, failedSyncs };
      }),
    ),
    openDuplicates(db, subject, filter),
  ]);
  return { filter, byType, duplicates, generatedAt: now.toISOString() };
}
