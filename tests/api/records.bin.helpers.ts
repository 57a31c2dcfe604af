/** Shared by the record bin tests: calls of the delete, restore and deleted-list routes. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PERMISSION_CONSTANTS as P } from '../../src/domain/permissions';
import { RECORD_PERMISSIONS } from '../../src/domain/records/permissions';
import { RECORD_TYPE_NAMES } from '../../src/domain/records';
import { bearer } from '../helpers/fixtures';
import { recordsApi } from '../helpers/records';

/** Every record type's manage permission (and so its read and write). */
export const MANAGE_ALL = [...new Set(RECORD_TYPE_NAMES.flatMap((type) => RECORD_PERMISSIONS[type].manage))];
/** Reading every type, as lists, search and dashboards need. */
export const READ_ALL = [...new Set(RECORD_TYPE_NAMES.flatMap((type) => RECORD_PERMISSIONS[type].read))];
export const EXECUTIVE_EXTRAS = [P.EXECUTIVE_DASHBOARD, P.MANAGE_DATA_EXPORT, P.READ_REPORTS];

export function binApi(app: FastifyInstance, token: string) {
  const url = (path: string) => `/api/admin/${path}`;
  return {
    ...recordsApi(app, token),
    token,
    remove: (path: string, id: number | string, payload: unknown): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'DELETE', url: url(`${path}/${id}`), headers: bearer(token), payload: payload as Record<string, unknown> }),
    restore: (path: string, id: number | string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: url(`${path}/${id}/restore`), headers: bearer(token) }),
    deleted: (path: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}): Promise<LightMyRequestResponse> =>
      recordsApi(app, token).list(`${path}/deleted`, params),
  };
}

export type BinApi = ReturnType<typeof binApi>;

/** The `deleted_records` row of a record, if any. */
export async function binEntry(app: FastifyInstance, resource: string, id: number) {
  return app.db.selectFrom('deletedRecords').selectAll().where('resource', '=', resource).where('recordId', '=', id).executeTakeFirst();
}

/** Moves a delete `days` days into the past (the retention window is measured from it). */
export async function ageDelete(app: FastifyInstance, resource: string, id: number, days: number): Promise<void> {
  await app.db
    .updateTable('deletedRecords')
    .set({ deletedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where('resource', '=', resource)
    .where('recordId', '=', id)
    .execute();
}

export const statusOf = (response: LightMyRequestResponse) => response.statusCode;
