/** The audit log's filter choices (docs/api-audit.md); the list and one entry go through the dataProvider. */
import type { AuditLogFacets, AuditLogFacetsAnswer } from '../domain/api/auditLogs';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface AuditLogsApi {
  /** GET /admin/audit-logs/facets → the actions and resources in use. */
  facets(): Promise<AuditLogFacets>;
}

export function createAuditLogsApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): AuditLogsApi {
  return {
    facets: async () => {
      const data = (await http<Partial<AuditLogFacetsAnswer> | null>(`${baseUrl}/admin/audit-logs/facets`)).json?.data;
      return { actions: data?.actions ?? [], resources: data?.resources ?? [] };
    },
  };
}

export const auditLogsApi: AuditLogsApi = createAuditLogsApi();
