/** Fetching every row of a filtered list for an export, within the API's page size. */
import type { RaRecord } from 'ra-core';

export const EXPORT_LIMIT = 10_000;
/** The API answers at most 100 rows per request (server/records/query.ts, MAX_PAGE_SIZE). */
export const EXPORT_PAGE = 100;
const PARALLEL = 4;

export type GetPage = (page: number) => Promise<{ data: RaRecord[]; total?: number }>;

/** Every row of the filtered list, up to `limit`: the first page tells the total, the rest follow a few at a time. */
export async function fetchAllRows(getPage: GetPage, limit = EXPORT_LIMIT): Promise<{ rows: RaRecord[]; total: number }> {
  const first = await getPage(1);
  const total = first.total ?? first.data.length;
  const pages = Math.ceil(Math.min(total, limit) / EXPORT_PAGE);
  const rest: RaRecord[][] = [];
  for (let page = 2; page <= pages; page += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - page + 1) }, (_, i) => getPage(page + i));
    for (const answer of await Promise.all(batch)) rest.push(answer.data);
  }
  return { rows: [...first.data, ...rest.flat()].slice(0, limit), total };
}
