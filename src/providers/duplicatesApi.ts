/** Possible duplicates (docs/api-duplicates.md): resolving a pair, undoing a merge and starting a check. The list goes through the dataProvider (`duplicates`). */
import type {
  DuplicateCheckAnswer,
  DuplicateCheckBody,
  DuplicateCheckJob,
  DuplicateCheckStatusAnswer,
  DuplicateResolveAnswer,
  DuplicateUnmergeAnswer,
} from '../domain/api/duplicates';
import type { DuplicateResolveBody } from '../domain/recordQuality';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface DuplicatesApi {
  /** POST /admin/duplicates/{id}/resolve → the server's message and the survivor (merge). */
  resolve(id: number, body: DuplicateResolveBody): Promise<{ message?: string; keptId: number | null }>;
  /** POST /admin/duplicates/{id}/unmerge → the record put back and the survivor. */
  unmerge(id: number): Promise<{ message?: string; restoredId: number; keptId: number }>;
  /** POST /admin/duplicates/check → the job under way. */
  check(body: DuplicateCheckBody): Promise<DuplicateCheckJob>;
  /** GET /admin/duplicates/check/{id} → its progress. */
  checkStatus(id: string): Promise<DuplicateCheckJob>;
}

export function createDuplicatesApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): DuplicatesApi {
  const base = `${baseUrl}/admin/duplicates`;
  return {
    resolve: async (id, body) => {
      const { json } = await http<Partial<DuplicateResolveAnswer> | null>(`${base}/${encodeURIComponent(String(id))}/resolve`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      return { message: json?.message, keptId: json?.data?.keptId ?? null };
    },
    unmerge: async (id) => {
      const { json } = await http<DuplicateUnmergeAnswer>(`${base}/${encodeURIComponent(String(id))}/unmerge`, {
        method: 'POST',
      });
      return { message: json.message, restoredId: json.data.restoredId, keptId: json.data.keptId };
    },
    check: async (body) => (await http<DuplicateCheckAnswer>(`${base}/check`, { method: 'POST', body: JSON.stringify(body) })).json.data,
    checkStatus: async (id) => (await http<DuplicateCheckStatusAnswer>(`${base}/check/${encodeURIComponent(id)}`)).json.data,
  };
}

export const duplicatesApi: DuplicatesApi = createDuplicatesApi();
