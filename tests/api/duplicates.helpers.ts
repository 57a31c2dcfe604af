/** Shared by the duplicates API tests: pushes, pairs written straight into the database, rows read as PostgreSQL's own JSON. */
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DUPLICATE_KINDS } from '../../server/duplicates/kinds';
import { rowJson } from '../../server/duplicates/snapshot';
import { bearer } from '../helpers/fixtures';

export const CHILDREN = DUPLICATE_KINDS.outOfSchoolChildren;

export interface PushOutcome {
  localUUID: string;
  ok: boolean;
  status: string;
  serverId: number;
  reviewState?: string;
  reviewComment?: string | null;
}

export async function pushAs(app: FastifyInstance, token: string, records: unknown[]): Promise<PushOutcome[]> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/sync/push', headers: bearer(token), payload: { records } });
  if (response.statusCode !== 200) throw new Error(`push answered ${response.statusCode}: ${response.body}`);
  return response.json().data as PushOutcome[];
}

/** A pushed out-of-school child (no household), in `place`. */
export const pushedChild = (localUUID: string, place: Record<string, string>, data: Record<string, unknown>) => ({
  table: 'oosChildren',
  localUUID,
  data: { sex: 'Female', ...place, ...data },
});

/** A stored pair of two children (lower id first), as a check would write it; answers its id. */
export async function addPair(app: FastifyInstance, x: number, y: number, status: 'open' | 'distinct' = 'open'): Promise<number> {
  const reasons = JSON.stringify({ name: 0.9, age: 1, sex: 1, location: 1, household: 0.5 });
  const { id } = await app.db
    .insertInto('duplicatePairs')
    .values({ resource: CHILDREN.resource, recordA: Math.min(x, y), recordB: Math.max(x, y), score: 0.9, reasons, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const resolveAs = (app: FastifyInstance, token: string, pairId: number, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: `/api/admin/duplicates/${pairId}/resolve`, headers: bearer(token), payload: body });

export const unmergeAs = (app: FastifyInstance, token: string, pairId: number): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: `/api/admin/duplicates/${pairId}/unmerge`, headers: bearer(token) });

/** The child's row exactly as PostgreSQL writes it (every column, times to the microsecond). */
export async function rowText(app: FastifyInstance, id: number): Promise<string | undefined> {
  const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from oos_children t where t.id = ${id}`.execute(app.db);
  return rows[0]?.row;
}

/** The child's row as merged_records.data keeps one (camelCase keys). */
export async function rowAsCopy(app: FastifyInstance, id: number): Promise<Record<string, unknown>> {
  const { rows } = await sql<{ data: Record<string, unknown> }>`select ${await rowJson(app.db, CHILDREN, id)} as data`.execute(app.db);
  return rows[0].data;
}

export async function pairRow(app: FastifyInstance, id: number) {
  return app.db.selectFrom('duplicatePairs').select(['id', 'recordA', 'recordB', 'status', 'keptId']).where('id', '=', id).executeTakeFirst();
}
