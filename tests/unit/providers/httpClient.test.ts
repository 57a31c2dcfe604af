import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../../src/domain/constants';
import { API, authHandlers, createHarness, makeUser, route, storeSession, tokenExpiringIn, setupMswServer } from './helpers';

const server = setupMswServer();
const url = `${API}/admin/schools`;

/** A resource that answers 200 only to `validToken` (read at request time) and records bearers. */
function guardedResource(validToken: () => string | null) {
  const seen: string[] = [];
  server.use(
    http.get(route('/admin/schools'), ({ request }) => {
      const bearer = request.headers.get('Authorization') ?? '';
      seen.push(bearer);
      if (bearer !== `Bearer ${validToken()}`) {
        return HttpResponse.json({ message: 'Token expired', code: ERROR_CODES.unauthenticated }, { status: 401 });
      }
      return HttpResponse.json([{ id: 1 }]);
    }),
  );
  return seen;
}

/** Accepts only a token that replaced `original` in storage (i.e. a refreshed one). */
function refreshedOnly(original: string) {
  return () => {
    const stored = localStorage.getItem('token');
    return stored === original ? 'not-yet-refreshed' : stored;
  };
}

/** Signs in with a token expiring in `minutes`; refreshes answer fresh 30-minute tokens. */
function signedIn(minutes: number, options: { refreshStatus?: number; refreshDelayMs?: number; token?: string } = {}) {
  const harness = createHarness();
  const auth = authHandlers(harness.clock, options);
  server.use(...auth.handlers);
  const token = options.token ?? tokenExpiringIn(harness.clock, minutes);
  storeSession(token, makeUser());
  harness.session.load();
  return { ...harness, calls: auth.calls, token };
}

describe('httpClient', () => {
  it('answers fetchJson’s shape and sends the bearer token and JSON content type', async () => {
    const { httpClient, token } = signedIn(30);
    let headers: Headers | undefined;
    let body: unknown;
    server.use(
      http.post(route('/admin/schools'), async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json({ data: { id: 5 } }, { status: 201, headers: { 'X-Extra': 'yes' } });
      }),
    );
    const answer = await httpClient(url, { method: 'POST', body: JSON.stringify({ name: 'A' }) });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ data: { id: 5 } });
    expect(answer.body).toBe(JSON.stringify({ data: { id: 5 } }));
    expect(answer.headers.get('X-Extra')).toBe('yes');
    expect(headers?.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers?.get('Content-Type')).toBe('application/json');
    expect(body).toEqual({ name: 'A' });
  });

  it('retries a 401 once after refreshing a token that expires within 10 minutes', async () => {
    const { httpClient, calls, token } = signedIn(5);
    const seen = guardedResource(refreshedOnly(token));
    const answer = await httpClient(url);
    expect(answer.json).toEqual([{ id: 1 }]);
    const fresh = localStorage.getItem('token');
    expect(fresh).not.toBe(token);
    expect(calls.refresh).toEqual([`Bearer ${token}`]);
    expect(seen).toEqual([`Bearer ${token}`, `Bearer ${fresh}`]);
  });

  it('retries only once: a second 401 is rejected without another refresh', async () => {
    const { httpClient, calls } = signedIn(5);
    const seen = guardedResource(() => 'never-valid');
    await expect(httpClient(url)).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
    expect(calls.refresh).toHaveLength(1);
  });

  it('concurrent 401s share one refresh and each retries with the new token', async () => {
    const { httpClient, calls, token } = signedIn(5, { refreshDelayMs: 40 });
    const seen = guardedResource(refreshedOnly(token));
    const answers = await Promise.all([httpClient(url), httpClient(url), httpClient(url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(calls.refresh).toHaveLength(1);
    const fresh = localStorage.getItem('token');
    expect(seen.filter((bearer) => bearer === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it('passes a 401 through without refreshing when the token does not expire within 10 minutes', async () => {
    const { httpClient, calls, navigate, token } = signedIn(30);
    guardedResource(() => 'never-valid');
    const error = await httpClient(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(calls.refresh).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('on a 401 with no stored token clears storage and goes to /login', async () => {
    const { httpClient, navigate, calls } = signedIn(30);
    localStorage.removeItem('token');
    localStorage.setItem('leftover', 'x');
    sessionStorage.setItem('tab', 'y');
    const seen = guardedResource(() => 'never-valid');
    await expect(httpClient(url)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(calls.refresh).toEqual([]);
  });

  it('when the refresh fails clears storage and goes to /login', async () => {
    const { httpClient, navigate, calls, session } = signedIn(5, { refreshStatus: 401 });
    guardedResource(() => 'never-valid');
    await expect(httpClient(url)).rejects.toMatchObject({ status: 401 });
    expect(calls.refresh).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(session.status).toBe('unauthenticated');
  });

  it('counts an undecodable token as expired, so a 401 refreshes it', async () => {
    const { httpClient, calls } = signedIn(0, { token: 'not-a-jwt' });
    const seen = guardedResource(refreshedOnly('not-a-jwt'));
    await expect(httpClient(url)).resolves.toMatchObject({ status: 200 });
    expect(calls.refresh).toEqual(['Bearer not-a-jwt']);
    expect(seen).toHaveLength(2);
  });

  it('logs and rethrows other errors as HttpError with the server message and body', async () => {
    const { httpClient, logger } = signedIn(30);
    const body = { message: 'Boom', code: 'INTERNAL' };
    server.use(http.get(route('/admin/schools'), () => HttpResponse.json(body, { status: 500 })));
    const error = await httpClient(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Boom', status: 500, body });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('binary: reads a successful answer as bytes, and a failed one still as a JSON error', async () => {
    const { httpClient, token } = signedIn(30);
    const bytes = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0xff]);
    let bearer: string | null = null;
    server.use(
      http.get(route('/admin/sync/extractions/ok/download'), ({ request }) => {
        bearer = request.headers.get('Authorization');
        return new HttpResponse(bytes, { headers: { 'Content-Type': 'application/gzip', 'Content-Disposition': 'attachment; filename="b.json.gz"' } });
      }),
      http.get(route('/admin/sync/extractions/gone/download'), () =>
        HttpResponse.json({ message: 'The extraction was not found.', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const answer = await httpClient(`${API}/admin/sync/extractions/ok/download`, { binary: true });
    expect(bearer).toBe(`Bearer ${token}`);
    expect(answer.body).toBe('');
    expect(new Uint8Array(await answer.blob!.arrayBuffer())).toEqual(bytes);
    await expect(httpClient(`${API}/admin/sync/extractions/gone/download`, { binary: true })).rejects.toMatchObject({
      status: 404,
      message: 'The extraction was not found.',
    });
  });

  it('a 403 for a permission is rejected but does not suspend or log out', async () => {
    const { httpClient, session } = signedIn(30);
    server.use(http.get(route('/admin/schools'), () => HttpResponse.json({ message: 'Forbidden', code: ERROR_CODES.forbidden }, { status: 403 })));
    await expect(httpClient(url)).rejects.toMatchObject({ status: 403 });
    expect(session.isSuspended()).toBe(false);
    expect(session.status).toBe('authenticated');
  });

  it('a 403 ACCOUNT_SUSPENDED marks the session suspended and later calls stay offline', async () => {
    const { httpClient, session } = signedIn(30);
    let hits = 0;
    server.use(
      http.get(route('/admin/schools'), () => {
        hits += 1;
        return HttpResponse.json({ message: MESSAGES.accountSuspended, code: ERROR_CODES.accountSuspended }, { status: 403 });
      }),
    );
    await expect(httpClient(url)).rejects.toMatchObject({ status: 403, message: MESSAGES.accountSuspended });
    expect(session.isSuspended()).toBe(true);
    expect(session.user?.isActive).toBe(false);
    expect(localStorage.length).toBe(0);
    await expect(httpClient(url)).rejects.toMatchObject({ status: 403 });
    expect(hits).toBe(1);
  });
});
