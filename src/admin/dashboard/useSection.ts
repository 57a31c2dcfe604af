import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardAnswers, DashboardFilter, DashboardSection } from '../../domain/dashboard';
import { dashboardApi } from '../../providers/dashboardApi';

/** How often a shown section reads its figures again. */
const REFRESH_MS = 60_000;

/** One section's answer for the filter; the previous figures stay shown while new ones load. */
export function useSection<S extends DashboardSection>(section: S, filter: DashboardFilter) {
  return useQuery<DashboardAnswers[S]>({
    queryKey: ['dashboard', section, filter],
    queryFn: ({ signal }) => dashboardApi.section(section, filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
}
