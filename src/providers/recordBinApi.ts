/**
 * Deletes that can be restored, as dataProvider calls: a record's `delete` sends the
 * reason (`meta.reason`) in the body of DELETE /admin/{path}/{id}; `getList` with `meta.deleted`
 * reads the type's Deleted view (GET /admin/{path}/deleted, the same list dialect); `restore` puts
 * a deleted record back (POST /admin/{path}/{id}/restore). Other resources keep ra-data-simple-rest's
 * calls.
 */
import type { DataProvider, DeleteParams, GetListParams, Identifier, RaRecord } from 'ra-core';
import type { DeletedRecordRow, RecordIdSavedAnswer } from '../domain/api/recordsBin';
import type { DeleteBody } from '../domain/recordBin';
import { recordTypeOfApiPath } from '../domain/records';
import type { HttpClient } from './httpClient';

export type { DeletedRecordRow };

/** The `meta` of a record's delete. */
export type DeleteMeta = DeleteBody;

/** The `meta` of a getList that reads the Deleted view. */
export type DeletedListMeta = { deleted: true };

export interface BinMethods {
  restore: (resource: string, id: Identifier) => Promise<RecordIdSavedAnswer>;
}

const isRecordPath = (apiPath: string) => recordTypeOfApiPath(apiPath) !== undefined;

function reasonOf(meta: unknown): string {
  const reason = typeof meta === 'object' && meta !== null ? (meta as Partial<DeleteMeta>).reason : undefined;
  return typeof reason === 'string' ? reason : '';
}

const wantsDeleted = (params: GetListParams) => Boolean((params.meta as Partial<DeletedListMeta> | undefined)?.deleted);

/** getList and delete of `rest` with the bin's calls for the record types (resources are API paths here). */
export function withRecordBin(rest: DataProvider, http: HttpClient, base: string): Pick<DataProvider, 'getList' | 'delete'> {
  return {
    getList: (resource, params) => rest.getList(isRecordPath(resource) && wantsDeleted(params) ? `${resource}/deleted` : resource, params),
    delete: async <R extends RaRecord = RaRecord>(resource: string, params: DeleteParams<R>) => {
      if (!isRecordPath(resource)) return rest.delete<R>(resource, params);
      const body: DeleteBody = { reason: reasonOf(params.meta) };
      await http<RecordIdSavedAnswer>(`${base}/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE', body: JSON.stringify(body) });
      return { data: { ...params.previousData, id: params.id } as R };
    },
  };
}

/** `restore`, by react-admin resource (renamed to its API path here, as the review methods do). */
export function createBinMethods(http: HttpClient, base: string, apiPathOf: (resource: string) => string): BinMethods {
  return {
    restore: async (resource, id) => {
      const { json } = await http<RecordIdSavedAnswer>(`${base}/${apiPathOf(resource)}/${encodeURIComponent(String(id))}/restore`, {
        method: 'POST',
      });
      return json;
    },
  };
}
