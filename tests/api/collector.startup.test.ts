/** The collector agent started before its server: the first sign-in waits for the server; bad credentials fail at once. */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../collector/agent';
import { ApiError } from '../../src/device/api';
import { startAgentWhenReady } from '../../collector/startWhenReady';
import { createUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

const RECORDS = { communities: 1, schools: 1, learners: 1, staff: 1, households: 1, oosChildren: 1 };
let app: TestApp | null = null;
let agent: Agent | null = null;

afterEach(async () => {
  await agent?.stop();
  await app?.close();
  agent = null;
  app = null;
});

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('startAgentWhenReady', () => {
  it('keeps trying while the server is down and starts once it listens', async () => {
    const port = await freePort();
    app = await createTestApp();
    const collector = await createUser(app.app, { role: 'collector' });
    const retries: string[] = [];
    const starting = startAgentWhenReady(
      { server: `http://127.0.0.1:${port}`, email: collector.email, password: collector.password, records: RECORDS },
      { waitMs: 20_000, firstDelayMs: 100, onRetry: (error) => retries.push(error.message) },
    );
    await expect.poll(() => retries.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await app.app.listen({ port, host: '127.0.0.1' });
    agent = await starting;
    expect(agent.user.email).toBe(collector.email);
    expect(retries[0]).toMatch(`Cannot reach http://127.0.0.1:${port}`);
    await agent.connected();
  });

  it('fails at once on a wrong password, without retrying', async () => {
    app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as net.AddressInfo;
    const collector = await createUser(app.app, { role: 'collector' });
    let retries = 0;
    const error = await startAgentWhenReady(
      { server: `http://127.0.0.1:${port}`, email: collector.email, password: 'not-the-password', records: RECORDS },
      { waitMs: 20_000, firstDelayMs: 100, onRetry: () => (retries += 1) },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(retries).toBe(0);
  });

  it('gives up after the wait with the network error', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await startAgentWhenReady(
      { server: `http://127.0.0.1:${port}`, email: 'c@example.org', password: 'x', records: RECORDS },
      { waitMs: 400, firstDelayMs: 100 },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
