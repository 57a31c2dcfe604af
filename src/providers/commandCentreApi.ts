/**
 * The Command Centre's REST calls (spec 01 §7), through the admin httpClient (bearer token,
 * refresh on 401): the online collectors, a collector's (or every collector's) sync queue, and
 * the download of an extraction bundle a device uploaded.
 */
import type { OnlineCollectorsAnswer, SyncQueueAnswer } from '../domain/api/syncAdmin';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

/** A collector id, or `all` for the All Collectors tab. */
export type QueueScope = number | 'all';

export interface CommandCentreApi {
  /** GET /admin/sync/online-collectors → `data`. */
  onlineCollectors(): Promise<OnlineCollectorsAnswer['data']>;
  /** GET /admin/sync/queue/{collectorId|all} → `payload`. */
  syncQueue(scope: QueueScope): Promise<SyncQueueAnswer['payload']>;
  /** GET /admin/sync/extractions/{id}/download (manage_users, audit-logged) → the bundle's bytes and file name. */
  downloadExtraction(extractionId: string): Promise<DownloadedFile>;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** The answer's list under `key`; an empty list when the answer holds none. */
function listAt<A, K extends keyof A>(json: A | null, key: K): A[K] | [] {
  const value = json?.[key];
  return Array.isArray(value) ? value : [];
}

export function createCommandCentreApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): CommandCentreApi {
  const sync = `${baseUrl}/admin/sync`;
  return {
    onlineCollectors: async () => listAt((await http<OnlineCollectorsAnswer | null>(`${sync}/online-collectors`)).json, 'data'),
    syncQueue: async (scope) => listAt((await http<SyncQueueAnswer | null>(`${sync}/queue/${encodeURIComponent(String(scope))}`)).json, 'payload'),
    downloadExtraction: async (extractionId) => {
      const answer = await http(`${sync}/extractions/${encodeURIComponent(extractionId)}/download`, { binary: true, headers: { Accept: '*/*' } });
      const fallback = `extraction-${extractionId}.json.gz`;
      return { blob: answer.blob ?? new Blob([]), fileName: attachmentName(answer.headers.get('content-disposition'), fallback) };
    },
  };
}

export const commandCentreApi: CommandCentreApi = createCommandCentreApi();
