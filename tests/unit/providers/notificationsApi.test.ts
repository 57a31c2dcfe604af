/** The notifications client: the list call with its unread header, marking read, the live events; the socket role. */
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EVENTS, type NotificationItem } from '../../../src/domain/notifications';
import type { SessionUser } from '../../../src/domain/session';
import type { HttpClient, HttpResponse } from '../../../src/providers/httpClient';
import { createNotificationsApi } from '../../../src/providers/notificationsApi';
import { connectionRoleFor, type RealtimeClient } from '../../../src/providers/realtime';

const item: NotificationItem = {
  id: 7,
  kind: 'export_finished',
  titleKey: 'notifications.export.title',
  textKey: 'notifications.export.text',
  params: { recordType: 'schools', fileName: 'schools.csv' },
  link: '/admin/data-management',
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: null,
};

function fakeHttp(answer: Partial<HttpResponse>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const http = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return { status: 200, body: '', headers: new Headers(), json: null, ...answer };
  }) as HttpClient;
  return { http, calls };
}

function fakeRealtime() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const release = vi.fn();
  const client = {
    retain: vi.fn(() => release),
    on: vi.fn((event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }),
  } as unknown as RealtimeClient;
  return { client, handlers, release };
}

describe('notifications client', () => {
  it('asks for the newest in the list dialect and reads the unread count header', async () => {
    const { http, calls } = fakeHttp({ json: [item], headers: new Headers({ 'X-Unread-Count': '3' }) });
    const api = createNotificationsApi(http, '/api');
    expect(await api.latest(5)).toEqual({ items: [item], unread: 3 });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/notifications');
    expect(url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(url.searchParams.get('range')).toBe('[0,4]');
  });

  it('marks read with the body the API takes and answers the unread count left', async () => {
    const { http, calls } = fakeHttp({ json: { data: { ids: [7], unread: 2 } } });
    expect(await createNotificationsApi(http, '/api').markRead({ ids: [7] })).toBe(2);
    expect(calls[0]).toMatchObject({ url: '/api/admin/notifications/read', init: { method: 'POST', body: '{"ids":[7]}' } });
  });

  it('holds the realtime connection while listening and reports new and read notifications', () => {
    const { client, handlers, release } = fakeRealtime();
    const api = createNotificationsApi(fakeHttp({}).http, '/api', () => client);
    const seen: (NotificationItem | null)[] = [];
    const stop = api.listen((created) => seen.push(created));
    handlers.get(NOTIFICATION_EVENTS.created)?.(item);
    handlers.get(NOTIFICATION_EVENTS.read)?.({ ids: [7] });
    expect(seen).toEqual([item, null]);
    stop();
    expect(release).toHaveBeenCalledOnce();
    expect(handlers.size).toBe(0);
  });

  it('connects as admin those who may use the Command Centre, everyone else as user', () => {
    const user = (permissions: string[], role = 'custom') =>
      ({ id: 1, email: 'a@b.ng', fullName: 'A', role, roleData: { id: 1, name: role, displayName: role }, permissions, isActive: true }) as SessionUser;
    expect(connectionRoleFor(user(['read_users']))).toBe('admin');
    expect(connectionRoleFor(user([], 'super_admin'))).toBe('admin');
    expect(connectionRoleFor(user(['read_schools', 'executive_dashboard']))).toBe('user');
    expect(connectionRoleFor(null)).toBe('admin');
  });
});
