/** The top bar's search (docs/api-search.md) through the admin httpClient. */
import type { SearchAnswer, SearchReply } from '../domain/api/search';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export { SEARCH_MIN_LENGTH } from '../domain/api/search';
export type { PlaceResult, SearchAnswer, SearchGroup, SearchMatch, SearchResult } from '../domain/api/search';

export interface SearchApi {
  /** GET /admin/search?q= */
  search(q: string, signal?: AbortSignal): Promise<SearchAnswer>;
}

export function createSearchApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): SearchApi {
  return {
    search: async (q, signal) => (await http<SearchReply>(`${baseUrl}/admin/search?${new URLSearchParams({ q })}`, { signal })).json.data,
  };
}

export const searchApi: SearchApi = createSearchApi();
