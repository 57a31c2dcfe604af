/** The dashboard sections (docs/api-dashboard.md) through the admin httpClient. */
import type { DashboardAnswer, DashboardAnswers, DashboardFilter } from '../domain/api/dashboard';
import type { DashboardSection } from '../domain/dashboard';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface DashboardApi {
  section<S extends DashboardSection>(section: S, filter: DashboardFilter, signal?: AbortSignal): Promise<DashboardAnswers[S]>;
}

/** The part each section's answer must have: anything else (an old server, a proxy's page) is refused, not drawn. */
const REQUIRED: Record<DashboardSection, string> = { executive: 'headline', review: 'byType', admin: 'collectors', collector: 'byType' };

function isAnswer(section: DashboardSection, data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as Record<string, unknown>)[REQUIRED[section]] === 'object';
}

export function createDashboardApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): DashboardApi {
  return {
    section: async (section, filter, signal) => {
      const params = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
      const suffix = params.size > 0 ? `?${params}` : '';
      const answer = await http<DashboardAnswer<typeof section>>(`${baseUrl}/admin/dashboard/${section}${suffix}`, { signal });
      const data: unknown = answer.json?.data;
      if (!isAnswer(section, data)) throw new Error(`Unexpected answer from the ${section} dashboard.`);
      return answer.json.data;
    },
  };
}

export const dashboardApi: DashboardApi = createDashboardApi();
