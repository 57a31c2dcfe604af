/** Admin reports (docs/api-reports.md) through the admin httpClient. */
import type { PerformanceAnswer, PerformanceQuery, PerformanceReport } from '../domain/api/reports';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface ReportsApi {
  performance(query: PerformanceQuery, signal?: AbortSignal): Promise<PerformanceReport>;
}

export function createReportsApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): ReportsApi {
  return {
    performance: async (query, signal) => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
      const suffix = params.size > 0 ? `?${params}` : '';
      const answer = await http<PerformanceAnswer>(`${baseUrl}/admin/reports/performance${suffix}`, { signal });
      return answer.json.data;
    },
  };
}

export const reportsApi: ReportsApi = createReportsApi();
