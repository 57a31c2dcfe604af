/** Deleting old device log lines (docs/api-telemetry.md); the list goes through the dataProvider. */
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface TelemetryApi {
  /** DELETE /admin/telemetry?before=yyyy-MM-dd (manage_telemetry) → how many lines went, and the server's message. */
  purge(before: string): Promise<{ deleted: number; message: string }>;
}

export function createTelemetryApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): TelemetryApi {
  return {
    purge: async (before) => {
      const { json } = await http<{ data?: { deleted?: number }; message?: string }>(`${baseUrl}/admin/telemetry?before=${encodeURIComponent(before)}`, { method: 'DELETE' });
      return { deleted: json?.data?.deleted ?? 0, message: json?.message ?? '' };
    },
  };
}

export const telemetryApi: TelemetryApi = createTelemetryApi();
