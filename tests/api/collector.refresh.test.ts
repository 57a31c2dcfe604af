/**
 * The collector agent's token renewal against the real server, with one controllable clock for
 * both: one refresh per token lifetime (or one sign-in once the token has expired), never a storm,
 * and a 401 answered by one renewal and one retry.
 */
import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { hashPassword } from '../../server/auth/passwords';
import { ApiError, REFRESH_WITHIN_MS, ServerApi } from '../../src/device/api';
import { TOKEN } from '../../src/domain/constants';
import { createUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

const MINUTE = 60_000;
const LIFETIME_MS = TOKEN.lifetimeSeconds * 1000;

let t: TestApp;
let server: string;
let clock = Date.now();
const requests: string[] = [];
/** The token each refresh request carried. */
const refreshedTokens: string[] = [];
const count = (path: string) => requests.filter((url) => url === `/api${path}`).length;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  t.app.server.on('request', (request: IncomingMessage) => {
    requests.push(request.url ?? '');
    if (request.url === '/api/admin/auth/refresh') refreshedTokens.push(String(request.headers.authorization));
  });
});
afterAll(async () => t.close());
beforeEach(() => {
  requests.length = 0;
  refreshedTokens.length = 0;
});

const collector = () => createUser(t.app, { role: 'collector' });

describe('collector agent token renewal', () => {
  it('driven past two token lifetimes, refreshes each token exactly once, and signs in once after a missed expiry', async () => {
    const account = await collector();
    const agent: Agent = await startAgent({ server, email: account.email, password: account.password, records: false, now: () => clock });
    try {
      await agent.connected();
      expect(count('/admin/auth/login')).toBe(1);
      // A busy agent: three calls at once every minute, for 61 minutes (past two token lifetimes).
      for (let minute = 1; minute <= 61; minute += 1) {
        clock += MINUTE;
        await Promise.all([agent.api.reportQueue([]), agent.api.reportQueue([]), agent.api.reportQueue([])]);
      }
      // Each token is refreshed once, when less than REFRESH_WITHIN_MS of it is left: every 20 minutes.
      const refreshes = Math.floor((61 * MINUTE) / (LIFETIME_MS - REFRESH_WITHIN_MS));
      expect(refreshes).toBe(3);
      expect(count('/admin/auth/refresh')).toBe(refreshes);
      expect(new Set(refreshedTokens).size).toBe(refreshes);
      expect(count('/admin/auth/login')).toBe(1);
      expect(count('/admin/sync/queue')).toBeGreaterThanOrEqual(61 * 3);
      // Asleep past the token's expiry: one sign-in, no refresh of a dead token.
      clock += LIFETIME_MS + MINUTE;
      await Promise.all([agent.api.reportQueue([]), agent.api.reportQueue([])]);
      expect(count('/admin/auth/refresh')).toBe(3);
      expect(count('/admin/auth/login')).toBe(2);
    } finally {
      await agent.stop();
    }
  });

  it('a 401 (session revoked) triggers one renewal and one retry', async () => {
    const account = await collector();
    const api = new ServerApi(server, account.email, account.password, { now: () => clock });
    await api.login();
    await sql`update sessions set revoked_at = now() where user_id = ${account.id}`.execute(t.app.db);
    requests.length = 0;
    await api.reportQueue([]);
    // The refresh with the revoked token is refused, so the agent signs in, then retries once.
    expect(requests).toEqual(['/api/admin/sync/queue', '/api/admin/auth/refresh', '/api/admin/auth/login', '/api/admin/sync/queue']);
  });

  it('when renewal cannot help (password changed), the call fails after one attempt each, without a loop', async () => {
    const account = await collector();
    const api = new ServerApi(server, account.email, account.password, { now: () => clock });
    await api.login();
    await sql`update sessions set revoked_at = now() where user_id = ${account.id}`.execute(t.app.db);
    await sql`update users set password_hash = ${await hashPassword('Another-Password-77')} where id = ${account.id}`.execute(t.app.db);
    requests.length = 0;
    const error = await api.reportQueue([]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(requests).toEqual(['/api/admin/sync/queue', '/api/admin/auth/refresh', '/api/admin/auth/login']);
  });
});
