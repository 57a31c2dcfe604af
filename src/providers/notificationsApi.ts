/**
 * The signed-in user's notifications (docs/api-notifications.md): the latest with the unread
 * count, marking read, and the live pushes that arrive on the realtime socket.
 */
import type { MarkReadAnswer, MarkReadBody, NotificationItem, NotificationsAnswer } from '../domain/api/notifications';
import { NOTIFICATION_EVENTS, NOTIFICATIONS_SHOWN } from '../domain/notifications';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { getRealtimeClient, type RealtimeClient } from './realtime';

export interface NotificationsPage {
  items: NotificationItem[];
  unread: number;
}

export interface NotificationsApi {
  /** GET /admin/notifications → the newest `count` and the unread count. */
  latest(count?: number): Promise<NotificationsPage>;
  /** POST /admin/notifications/read → the unread count after marking. */
  markRead(which: MarkReadBody): Promise<number>;
  /**
   * Calls `onChange` whenever a notification arrives or some are read elsewhere, while the
   * realtime connection is held; returns the release function.
   */
  listen(onChange: (created: NotificationItem | null) => void): () => void;
}

export function createNotificationsApi(
  http: HttpClient = defaultHttpClient,
  baseUrl: string = apiUrl,
  realtime: () => RealtimeClient = getRealtimeClient,
): NotificationsApi {
  const base = `${baseUrl}/admin/notifications`;
  return {
    latest: async (count = NOTIFICATIONS_SHOWN) => {
      const query = new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, count - 1]) });
      const { json, headers } = await http<NotificationsAnswer | null>(`${base}?${query.toString()}`);
      return { items: Array.isArray(json) ? json : [], unread: Number(headers.get('X-Unread-Count') ?? 0) || 0 };
    },
    markRead: async (which) => {
      const { json } = await http<MarkReadAnswer | null>(`${base}/read`, { method: 'POST', body: JSON.stringify(which) });
      return json?.data?.unread ?? 0;
    },
    listen: (onChange) => {
      const client = realtime();
      const release = client.retain();
      const offCreated = client.on(NOTIFICATION_EVENTS.created, (item) => onChange(item));
      const offRead = client.on(NOTIFICATION_EVENTS.read, () => onChange(null));
      return () => {
        offCreated();
        offRead();
        release();
      };
    },
  };
}

export const notificationsApi: NotificationsApi = createNotificationsApi();
