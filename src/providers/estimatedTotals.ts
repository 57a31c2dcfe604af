/**
 * A list's total can be the planner's estimate (docs/api-records.md "Lists at scale": the answer
 * then carries `X-Total-Estimated: true`). ra-data-simple-rest reads only Content-Range, so
 * getList passes the header on as `meta.totalEstimated`, which the list's pagination shows as
 * "about N" (src/ui/ListPagination.tsx).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult } from 'ra-core';
import type { HttpClient, HttpOptions } from './httpClient';

export const ESTIMATED_TOTAL_HEADER = 'X-Total-Estimated';

export interface ListTotalMeta {
  totalEstimated?: boolean;
}

export function isTotalEstimated(meta: unknown): boolean {
  return typeof meta === 'object' && meta !== null && (meta as ListTotalMeta).totalEstimated === true;
}

/** simple-rest's getList, noting whether the answer's total is an estimate. */
export function getListWithEstimates(http: HttpClient, base: string): DataProvider['getList'] {
  return async (resource: string, params: GetListParams): Promise<GetListResult> => {
    let estimated = false;
    const noting: HttpClient = async <T>(url: string, options?: HttpOptions) => {
      const answer = await http<T>(url, options);
      estimated = answer.headers.get(ESTIMATED_TOTAL_HEADER) === 'true';
      return answer;
    };
    const result = await simpleRestProvider(base, noting).getList(resource, params);
    if (!estimated) return result;
    const meta: unknown = result.meta;
    return { ...result, meta: { ...(typeof meta === 'object' && meta !== null ? meta : {}), totalEstimated: true } };
  };
}
