/**
 * The Command Centre's REST calls (spec 01 §7), through the admin httpClient (bearer token,
 * refresh on 401): the online collectors and a collector's (or every collector's) sync queue.
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
  };
}

export const commandCentreApi: CommandCentreApi = createCommandCentreApi();
