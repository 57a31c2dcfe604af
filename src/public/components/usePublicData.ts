import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { publicQueryClient } from '../../providers/publicApi';

export interface PublicData<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  retry: () => void;
}

/**
 * One public answer (a `publicApi` query) for a page: its data, its error, whether it is loading
 * (the first time, or again after Retry) and Retry itself. Pages asking for the same answer within
 * a minute share it.
 */
export function usePublicData<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): PublicData<T> {
  const query = useQuery(options, publicQueryClient);
  const retrying = query.isError && query.isFetching;
  return {
    data: query.data,
    error: retrying ? undefined : (query.error ?? undefined),
    loading: query.isPending || retrying,
    retry: () => void query.refetch(),
  };
}
