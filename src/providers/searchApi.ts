/** The top bar's search (docs/api-search.md) through the admin httpClient. */
import type { RecordType } from '../domain/records';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export type SearchMatch = 'exact' | 'prefix' | 'words';

export interface SearchResult {
  id: number;
  title: string;
  reference: string | null;
  /** The phone that matched, when the text was a phone number. */
  phone: string | null;
  state: string | null;
  lga: string | null;
  updatedAt: string;
  match: SearchMatch;
  /** Whether the list of its type filtered by the same text shows it. */
  inList: boolean;
}

export interface SearchGroup {
  type: RecordType;
  results: SearchResult[];
  more: boolean;
}

/** A state, LGA or ward whose name matches the text (issue 23 point 5). */
export interface PlaceResult {
  kind: 'state' | 'lga' | 'ward';
  name: string;
  state: string;
  lga: string | null;
  ward: string | null;
  /** Its name is the text: shown before the records. */
  exact: boolean;
}

export interface SearchAnswer {
  q: string;
  groups: SearchGroup[];
  /** The type whose list, filtered by the text, best shows what was found. */
  listType: RecordType | null;
  places: PlaceResult[];
}

/** The server refuses shorter texts. */
export const SEARCH_MIN_LENGTH = 2;

export interface SearchApi {
  /** GET /admin/search?q= */
  search(q: string, signal?: AbortSignal): Promise<SearchAnswer>;
}

export function createSearchApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): SearchApi {
  return {
    search: async (q, signal) => (await http<{ data: SearchAnswer }>(`${baseUrl}/admin/search?${new URLSearchParams({ q })}`, { signal })).json.data,
  };
}

export const searchApi: SearchApi = createSearchApi();
