/** Records for API tests, written straight into the database, and small call helpers. */
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { dynamic, RECORD_DEFS, toColumnValues, zoneFor, type RecordDef } from '../../server/records';
import type { RecordType } from '../../src/domain/records';
import { bearer, createRole, createUser, loginToken } from './fixtures';

/** Inserts a row of the type without the API's checks (times and links may be set); answers its id. */
export async function insertRow(app: FastifyInstance, type: RecordType, values: Record<string, unknown> = {}): Promise<number> {
  const def = RECORD_DEFS[type];
  const row = toColumnValues({ zone: zoneFor(values.state), ...values });
  const { id } = await dynamic(app.db).insertInto(def.table).values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

/** A signed-in user whose role holds exactly these permissions. */
export async function tokenWith(app: FastifyInstance, permissions: string[]): Promise<string> {
  const role = `role_${crypto.randomBytes(4).toString('hex')}`;
  await createRole(app, role, permissions);
  const user = await createUser(app, { role });
  return loginToken(app, user.email);
}

export function recordsApi(app: FastifyInstance, token: string) {
  const url = (path: string) => `/api/admin/${path}`;
  return {
    get: (path: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url: url(path), headers: bearer(token) }),
    put: (path: string, payload: unknown): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'PUT', url: url(path), headers: bearer(token), payload: payload as Record<string, unknown> }),
    post: (path: string, payload: unknown): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: url(path), headers: bearer(token), payload: payload as Record<string, unknown> }),
    /** GET a list with ra-data-simple-rest parameters. */
    list: (path: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}): Promise<LightMyRequestResponse> => {
      const query = Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
      return app.inject({ method: 'GET', url: `${url(path)}${query ? `?${query}` : ''}`, headers: bearer(token) });
    },
  };
}

/** The ids of a list answer, in order. */
export function idsOf(response: LightMyRequestResponse): number[] {
  if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: number }[]).map((row) => row.id);
}

/** Audit rows of one record, oldest first. */
export async function auditRowsOf(app: FastifyInstance, def: RecordDef | string, id: number) {
  const resource = typeof def === 'string' ? def : def.path;
  const rows = await app.db
    .selectFrom('auditLogs')
    .select(['userId', 'action', 'resource', 'resourceId', 'changes'])
    .where('resource', '=', resource)
    .where('resourceId', '=', String(id))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes }));
}

/** The raw row of a record (camelCase keys as read back). */
export async function rawRow(app: FastifyInstance, type: RecordType, id: number): Promise<Record<string, unknown>> {
  const def = RECORD_DEFS[type];
  return dynamic(app.db).selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
