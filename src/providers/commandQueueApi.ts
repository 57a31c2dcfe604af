/**
 * Commands that wait, through the admin httpClient: a collector's command history
 * with each command's status, and cancelling a queued command.
 */
import type { CommandCancelAnswer, CommandHistoryAnswer, CommandHistoryQuery } from '../domain/api/syncAdmin';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface CommandQueueApi {
  /** GET /admin/sync/commands?collectorId= → `data`, newest first. */
  history(collectorId: number): Promise<CommandHistoryAnswer['data']>;
  /** POST /admin/sync/commands/{requestId}/cancel (queued commands only; 409 otherwise). */
  cancel(requestId: string): Promise<void>;
}

export function createCommandQueueApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): CommandQueueApi {
  const commands = `${baseUrl}/admin/sync/commands`;
  return {
    history: async (collectorId) => {
      const query = { collectorId: String(collectorId) } satisfies CommandHistoryQuery;
      const { json } = await http<Partial<CommandHistoryAnswer> | null>(`${commands}?${new URLSearchParams(query).toString()}`);
      return Array.isArray(json?.data) ? json.data : [];
    },
    cancel: async (requestId) => {
      await http<CommandCancelAnswer>(`${commands}/${encodeURIComponent(requestId)}/cancel`, { method: 'POST', body: '{}' });
    },
  };
}

export const commandQueueApi: CommandQueueApi = createCommandQueueApi();
