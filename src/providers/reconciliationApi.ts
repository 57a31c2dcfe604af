/** Reconciliation per collector through the admin httpClient: one collector's, and the report across collectors. */
import type { ReconciliationAnswer, ReconciliationReportAnswer } from '../domain/api/syncReconciliation';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface ReconciliationApi {
  /** GET /admin/sync/reconciliation/{collectorId} → `data`. */
  ofCollector(collectorId: number): Promise<ReconciliationAnswer['data']>;
  /** GET /admin/sync/reconciliation → `data`. */
  report(): Promise<ReconciliationReportAnswer['data']>;
}

export function createReconciliationApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): ReconciliationApi {
  const base = `${baseUrl}/admin/sync/reconciliation`;
  return {
    ofCollector: async (collectorId) => (await http<ReconciliationAnswer>(`${base}/${encodeURIComponent(String(collectorId))}`)).json.data,
    report: async () => (await http<ReconciliationReportAnswer>(base)).json.data,
  };
}

export const reconciliationApi: ReconciliationApi = createReconciliationApi();
