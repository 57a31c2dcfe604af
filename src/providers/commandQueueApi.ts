/**
 * Commands that wait, through the admin httpClient: a collector's command history
 * with each command's status, and cancelling a queued command.
 */
import type { CommandHistoryEntry } from '../domain/recordQuality';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface CommandQueueApi {
  /** GET /admin/sync/commands?collectorId= → `data`, newest first. */
  history(collectorId: number): Promise<CommandHistoryEntry[]>;
  /** POST /admin/sync/commands/{requestId}/cancel (queued commands only; 409 otherwise). */
  cancel(requestId: string): Promise<void>;
}

export function createCommandQueueApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): CommandQueueApi {
  const commands = `${baseUrl}/admin/sync/commands`;
  return {
    history: async (collectorId) => {
      const { json } = await http<{ data?: unknown }>(`${commands}?${new URLSearchParams({ collectorId: String(collectorId) }).toString()}`);
      return Array.isArray(json?.data) ? (json.data as CommandHistoryEntry[]) : [];
    },
    cancel: async (requestId) => {
      await http(`${commands}/${encodeURIComponent(requestId)}/cancel`, { method: 'POST', body: '{}' });
    },
  };
}

export const commandQueueApi: CommandQueueApi = createCommandQueueApi();
