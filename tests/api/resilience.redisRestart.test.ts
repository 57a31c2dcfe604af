/**
 * Redis going away and coming back: the test's own redis-server under two real
 * server processes (the live one is the test's app). While it is down HTTP keeps answering
 * (sign-in, lists; rate limits count in memory), the live process logs a warning and its
 * redisStatus() says `down`; once it is back, without restarting anything, the status is `ok`
 * again, the peer's collector is in the live process's online list and a command from the live
 * process reaches the real agent on the peer and its result comes back. A process started while
 * Redis is away starts, serves HTTP, and joins the others' presence once Redis is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisStatus } from '../../server/realtime/redisStatus';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { startServerProcess } from '../helpers/serverProcess';
import { TEST_PASSWORD } from '../helpers/testApp';
import { capturedLogger } from '../helpers/logCapture';
import { execute, sleep } from '../helpers/realtime';
import { sharedServicesReachable } from '../helpers/sharedServices';
import { onlineIds, startWorld, traffic, type World } from './resilience.world';

const available = await sharedServicesReachable();
if (!available) console.warn('resilience.redisRestart: skipped, PostgreSQL is unreachable');

describe.skipIf(!available)('Redis stopped and started again', () => {
  let world: World;
  const log = capturedLogger();

  beforeAll(async () => {
    world = await startWorld({ logger: log.logger });
  }, 60_000);
  afterAll(async () => world?.close(), 30_000);

  it('keeps HTTP answering while it is down and recovers the relay when it is back', async () => {
    await expect.poll(() => onlineIds(world), { timeout: 5000 }).toContain(world.collector.id);
    expect((await execute(world.admin, { command: 'testConnection', collectorId: world.collector.id })).ok).toBe(true);
    expect(redisStatus()).toBe('ok');

    const stream = traffic(world);
    await world.redis.stop();
    await expect.poll(() => redisStatus(), { timeout: 5000 }).toBe('down');
    await sleep(2000);
    const signIn = await login(world.live, world.adminEmail);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const users = await fetch(`${world.liveUrl}/api/admin/user-management?page=1`, { headers: bearer(world.adminToken) });
    expect(users.status).toBe(200);
    expect(log.lines.some((line) => line.includes('"level":40') && line.includes('Redis') && line.includes('unreachable'))).toBe(true);
    const superAdmin = await createUser(world.live, { role: 'super_admin' });
    const system = await fetch(`${world.liveUrl}/api/admin/system`, { headers: bearer(await loginToken(world.live, superAdmin.email)) });
    expect(((await system.json()) as { data: { redisStatus: string } }).data.redisStatus).toBe('down');

    await world.redis.start();
    await expect.poll(() => redisStatus(), { timeout: 10_000 }).toBe('ok');
    await expect.poll(() => onlineIds(world), { timeout: 10_000, interval: 200 }).toContain(world.collector.id);
    await stream.stop();

    const failures = stream.samples.filter((sample) => sample.status === 0 || sample.status >= 500);
    expect(failures, JSON.stringify(failures)).toEqual([]);
    const slow = stream.samples.filter((sample) => sample.ms > 2000);
    expect(slow, JSON.stringify(slow)).toEqual([]);
    // The adapter resubscribed: a command from the live process crosses to the peer's agent and back.
    const result = await execute(world.admin, { command: 'testConnection', collectorId: world.collector.id }, 10_000);
    expect(result.ok, JSON.stringify(result)).toBe(true);
  }, 60_000);

  it('starts a process while Redis is away; it serves HTTP and joins presence once Redis is back', async () => {
    await world.redis.stop();
    const late = await startServerProcess({
      databaseUrl: world.config.databaseUrl!,
      jwtSecret: world.config.jwtSecret!,
      redisUrl: world.redis.url,
      timeoutMs: 30_000,
    });
    try {
      const signIn = await fetch(`${late.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: world.adminEmail, password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const online = async () => {
        const response = await fetch(`${late.url}/api/admin/sync/online-collectors`, { headers: bearer(token) });
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: Array<{ id: number }> }).data.map((collector) => collector.id);
      };
      // Without Redis it knows its own sockets only: the peer's collector is not listed, and no request fails.
      expect(await online()).not.toContain(world.collector.id);
      await world.redis.start();
      await expect.poll(online, { timeout: 10_000, interval: 200 }).toContain(world.collector.id);
    } finally {
      await late.kill();
    }
  }, 60_000);
});
