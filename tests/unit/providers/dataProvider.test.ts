import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiResource, createDataProvider } from '../../../src/providers/dataProvider';
import { API, createHarness, makeUser, route, storeSession, tokenExpiringIn, setupMswServer } from './helpers';

const server = setupMswServer();

describe('dataProvider', () => {
  it('maps resource names to API paths', () => {
    expect(apiResource('community')).toBe('communities');
    expect(apiResource('out-of-school')).toBe('oos-children');
    expect(apiResource('collection-users')).toBe('user-management/collectors');
    expect(apiResource('user-management')).toBe('user-management');
    expect(apiResource('schools')).toBe('schools');
  });

  it('speaks the simple-rest dialect through httpClient with the bearer token', async () => {
    const { clock, session, httpClient } = createHarness();
    const token = tokenExpiringIn(clock, 30);
    storeSession(token, makeUser());
    session.load();
    let seen: { url: URL; auth: string | null } | undefined;
    server.use(
      http.get(route('/admin/communities'), ({ request }) => {
        seen = { url: new URL(request.url), auth: request.headers.get('Authorization') };
        return HttpResponse.json([{ id: 1, name: 'Kofar' }], { headers: { 'Content-Range': 'communities 0-0/1' } });
      }),
    );
    const provider = createDataProvider(httpClient, API);
    const result = await provider.getList('community', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ko' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Kofar' }], total: 1 });
    expect(seen?.auth).toBe(`Bearer ${token}`);
    expect(seen?.url.searchParams.get('range')).toBe('[0,19]');
    expect(seen?.url.searchParams.get('filter')).toBe('{"q":"ko"}');
  });

  it('maps writes too (update goes to the renamed path)', async () => {
    const { httpClient } = createHarness();
    server.use(http.put(route('/admin/oos-children/4'), async ({ request }) => HttpResponse.json({ data: await request.json() })));
    const provider = createDataProvider(httpClient, API);
    const result = await provider.update('out-of-school', { id: 4, data: { id: 4, name: 'B' }, previousData: { id: 4 } });
    expect(result.data).toEqual({ name: 'B', id: 4 });
  });
});
