/**
 * The Command Centre's REST calls (spec 01 §7), through the admin httpClient (bearer token,
 * refresh on 401): the online collectors, a collector's (or every collector's) sync queue, and
 * the download of an extraction bundle a device uploaded.
 */
import type { OnlineCollector, SyncQueueItem } from '../domain/protocol';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

/** A collector id, or `all` for the All Collectors tab. */
export type QueueScope = number | 'all';

export interface CommandCentreApi {
  /** GET /admin/sync/online-collectors → `data`. */
  onlineCollectors(): Promise<OnlineCollector[]>;
  /** GET /admin/sync/queue/{collectorId|all} → `payload`. */
  syncQueue(scope: QueueScope): Promise<SyncQueueItem[]>;
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

function listAt<T>(json: unknown, key: 'data' | 'payload'): T[] {
  const value = (json as Record<string, unknown> | null)?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

export function createCommandCentreApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): CommandCentreApi {
  const sync = `${baseUrl}/admin/sync`;
  return {
    onlineCollectors: async () => listAt<OnlineCollector>((await http(`${sync}/online-collectors`)).json, 'data'),
    syncQueue: async (scope) => listAt<SyncQueueItem>((await http(`${sync}/queue/${encodeURIComponent(String(scope))}`)).json, 'payload'),
    downloadExtraction: async (extractionId) => {
      const answer = await http(`${sync}/extractions/${encodeURIComponent(extractionId)}/download`, { binary: true, headers: { Accept: '*/*' } });
      const fallback = `extraction-${extractionId}.json.gz`;
      return { blob: answer.blob ?? new Blob([]), fileName: attachmentName(answer.headers.get('content-disposition'), fallback) };
    },
  };
}

export const commandCentreApi: CommandCentreApi = createCommandCentreApi();
