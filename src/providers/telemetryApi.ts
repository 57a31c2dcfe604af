/** Deleting old device log lines (docs/api-telemetry.md); the list goes through the dataProvider. */
import type { PurgeTelemetryAnswer } from '../domain/api/telemetry';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

/** How many lines went, and the server's message. */
export type PurgeOutcome = PurgeTelemetryAnswer['data'] & Pick<PurgeTelemetryAnswer, 'message'>;

export interface TelemetryApi {
  /** DELETE /admin/telemetry?before=yyyy-MM-dd (manage_telemetry). */
  purge(before: string): Promise<PurgeOutcome>;
}

export function createTelemetryApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): TelemetryApi {
  return {
    purge: async (before) => {
      const { json } = await http<PurgeTelemetryAnswer | null>(`${baseUrl}/admin/telemetry?before=${encodeURIComponent(before)}`, { method: 'DELETE' });
      return { deleted: json?.data?.deleted ?? 0, message: json?.message ?? '' };
    },
  };
}

export const telemetryApi: TelemetryApi = createTelemetryApi();
