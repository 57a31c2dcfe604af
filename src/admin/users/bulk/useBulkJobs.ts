import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '../../../domain/constants';
import { accountsApi, type BulkInviteJob } from '../../../providers/accountsApi';
import { BULK_JOBS_KEY, USERS_RESOURCE } from '../../common/queryKeys';

const FINISHED = new Set(['completed', 'failed']);

/**
 * The bulk-invite jobs, refetched every 5 seconds (spec 01 §4, §9). When a job finishes while the
 * screen is open, the users list is refreshed so the invited users show up.
 */
export function useBulkJobs() {
  const queryClient = useQueryClient();
  const query = useQuery<BulkInviteJob[]>({
    queryKey: BULK_JOBS_KEY,
    queryFn: () => accountsApi.listBulkInviteJobs(),
    refetchInterval: POLL_INTERVAL_MS,
  });
  /** Job id → finished, as of the previous answer; null before the first answer. */
  const seen = useRef<Map<number, boolean> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const now = new Map(query.data.map((job) => [job.id, FINISHED.has(job.status)]));
    const before = seen.current;
    seen.current = now;
    if (before && [...now].some(([id, finished]) => finished && before.get(id) !== true)) {
      void queryClient.invalidateQueries({ queryKey: [USERS_RESOURCE] });
    }
  }, [query.data, queryClient]);
  return query;
}
