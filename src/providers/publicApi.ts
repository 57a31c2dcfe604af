/**
 * The public pages' only way to the server (docs/api-public.md): plain fetch, no sign-in, no
 * react-admin, so the public bundle stays free of admin code. Each answer is a react-query query;
 * its client keeps answers for a minute, so moving between pages does not fetch the same figures
 * again, and does not keep failures.
 */
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { IndicatorsAnswer, ProgrammeAnswer, ProgrammesAnswer, ProgrammesQuery, ReferenceFiguresAnswer, SummaryAnswer } from '../domain/api/public';
import type { PopulationSourcesAnswer } from '../domain/api/population';
import type { LgaIndicatorsAnswer, WardIndicatorsAnswer } from '../domain/api/publicLocal';
import { POPULATION_SOURCES_PATH } from '../domain/population';
import { publicRequest } from './publicRequest';

export { PublicApiError } from './publicRequest';

const FRESH_MS = 60_000;

/** The public site's own query client: no retries behind the visitor's back (the pages offer Retry). */
export const publicQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: FRESH_MS, retry: false, refetchOnWindowFocus: false } },
});

/** One GET as a query, keyed by its path: every caller of the same path shares one answer. */
function answer<T>(path: string) {
  return queryOptions({ queryKey: ['public', path], queryFn: () => publicRequest<T>(path) });
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const publicApi = {
  summary: () => answer<SummaryAnswer>('/public/summary'),
  indicators: (level: IndicatorsAnswer['level'] = 'state') => answer<IndicatorsAnswer>(`/public/indicators${query({ level })}`),
  /** The LGAs of one state. */
  lgaIndicators: (state: string) => answer<LgaIndicatorsAnswer>(`/public/indicators${query({ level: 'lga', state })}`),
  /** The wards of one LGA (counts only). */
  wardIndicators: (state: string, lga: string) => answer<WardIndicatorsAnswer>(`/public/indicators${query({ level: 'ward', state, lga })}`),
  referenceFigures: () => answer<ReferenceFiguresAnswer>('/public/reference-indicators'),
  /** The sources of the population estimates (the rates' denominators), for the Data Sources page. */
  populationSources: () => answer<PopulationSourcesAnswer>(POPULATION_SOURCES_PATH),
  /** An empty status, as the pages' select holds it, means any status. */
  programmes: (filter: { status?: ProgrammesQuery['status'] | ''; state?: ProgrammesQuery['state'] } = {}) =>
    answer<ProgrammesAnswer>(`/public/programmes${query({ status: filter.status || undefined, state: filter.state })}`),
  programme: (id: string | number) => answer<ProgrammeAnswer>(`/public/programmes/${encodeURIComponent(String(id))}`),
  /** Forgets every kept answer (tests, and after an admin change in the same tab). */
  clearCache: () => publicQueryClient.clear(),
};
