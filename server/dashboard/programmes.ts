/** Published programmes and how far through its dates each one is (the table holds a few dozen rows). */
import { sql } from 'kysely';
import type { DashboardFilter, ExecutiveDashboard } from '../../src/domain/dashboard';
import type { Db } from '../db/connection';

const DAY = 86_400_000;

/** Share of the programme's days already past (0–1), or null without both dates. */
export function progressOf(startDate: string | null, endDate: string | null, now: Date): number | null {
  if (!startDate || !endDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`) + DAY;
  if (!(end > start)) return null;
  return Math.min(1, Math.max(0, (now.getTime() - start) / (end - start)));
}

export async function programmeProgress(db: Db, filter: DashboardFilter, now: Date): Promise<ExecutiveDashboard['programmes']> {
  const rows = await db
    .selectFrom('programmes')
    .select(['id', 'title', 'status', 'startDate', 'endDate', 'states'])
    .where('published', '=', true)
    // A programme without states runs everywhere.
    .$if(Boolean(filter.state), (q) => q.where(sql<boolean>`(states @> ${JSON.stringify([filter.state])}::jsonb or jsonb_array_length(states) = 0)`))
    .orderBy('startDate', 'desc')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    states: row.states,
    progress: progressOf(row.startDate, row.endDate, now),
  }));
}
