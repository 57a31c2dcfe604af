import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type NotificationsPage } from '../../providers/notificationsApi';

const NOTIFICATIONS_KEY = ['notifications', 'latest'] as const;
/** A fallback when the socket is down: pushes normally make this unnecessary. */
const REFETCH_MS = 60_000;

/**
 * The latest notifications and the unread count, refetched when a push says something changed
 * (a new notification, or some read in another tab); `markRead` marks one or all.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery<NotificationsPage>({ queryKey: NOTIFICATIONS_KEY, queryFn: () => notificationsApi.latest(), refetchInterval: REFETCH_MS });

  useEffect(() => notificationsApi.listen(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })), [queryClient]);

  const mark = useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) => notificationsApi.markRead(which),
    onSuccess: (unread, which) => {
      queryClient.setQueryData<NotificationsPage>(NOTIFICATIONS_KEY, (page) => {
        if (!page) return page;
        const readAt = new Date().toISOString();
        const marked = (id: number) => 'all' in which || which.ids.includes(id);
        return { unread, items: page.items.map((item) => (item.readAt === null && marked(item.id) ? { ...item, readAt } : item)) };
      });
    },
  });

  return {
    items: query.data?.items ?? [],
    unread: query.data?.unread ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    markRead: (which: { ids: number[] } | { all: true }) => mark.mutate(which),
    markFailed: mark.isError,
  };
}
