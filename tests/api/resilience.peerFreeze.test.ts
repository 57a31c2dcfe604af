/**
 * A peer's freeze: the peer holding the real collector agent's socket is stopped
 * (SIGSTOP) for 30 s while requests stream at the live process, then let run (SIGCONT). During
 * the freeze: no 5xx, nothing slower than 2 s, the frozen peer's collector leaves the online list
 * within 10 s, every command sent is queued or closed as failed. After it: the collector is
 * online again and a command relayed through the peer is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_MESSAGES } from '../../src/domain/protocol';
import { execute, sleep } from '../helpers/realtime';
import { sharedServicesReachable } from '../helpers/sharedServices';
import { commandRows, onlineIds, startWorld, timedSignOut, traffic, type World } from './resilience.world';

const available = await sharedServicesReachable();
if (!available) console.warn('resilience.peerFreeze: skipped, PostgreSQL is unreachable');

const FREEZE_MS = 30_000;

describe.skipIf(!available)('a peer frozen with SIGSTOP for 30 s', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld();
  }, 60_000);
  afterAll(async () => {
    world?.peer.cont();
    await world?.close();
  }, 30_000);

  it('costs the live process nothing while it is frozen, and works again once it runs', async () => {
    await expect.poll(() => onlineIds(world), { timeout: 5000 }).toContain(world.collector.id);
    const stream = traffic(world);
    await sleep(1000);
    const before = stream.commands.length;
    const frozenAt = Date.now();
    world.peer.stop();
    await expect.poll(() => onlineIds(world), { timeout: 10_000, interval: 200 }).not.toContain(world.collector.id);
    expect(Date.now() - frozenAt).toBeLessThan(10_000);
    // The frozen peer still counts as a subscriber of the session revocations: not waited for beyond the bound.
    const signOuts = [await timedSignOut(world), await timedSignOut(world)];
    for (const signOut of signOuts) expect(signOut.status, JSON.stringify(signOut)).toBe(200);
    for (const signOut of signOuts) expect(signOut.ms, JSON.stringify(signOut)).toBeLessThan(2000);
    await sleep(FREEZE_MS - (Date.now() - frozenAt));
    await stream.stop();
    world.peer.cont();

    const failures = stream.samples.filter((sample) => sample.status === 0 || sample.status >= 500);
    expect(failures, JSON.stringify(failures)).toEqual([]);
    const slow = stream.samples.filter((sample) => sample.ms > 2000);
    expect(slow, JSON.stringify(slow)).toEqual([]);
    expect(stream.samples.length).toBeGreaterThan(200);

    const rows = await commandRows(world, stream.commands.slice(before));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(['queued', 'failed', 'succeeded'], JSON.stringify(row)).toContain(row.status);
    for (const row of rows.filter((one) => one.status === 'failed'))
      expect([PROTOCOL_MESSAGES.connectionLost, PROTOCOL_MESSAGES.collectorOffline]).toContain(row.error);
    expect(rows.some((row) => row.status === 'queued')).toBe(true);

    // Let run, the peer writes its presence again and relays the live process's commands.
    await expect.poll(() => onlineIds(world), { timeout: 10_000, interval: 200 }).toContain(world.collector.id);
    const result = await execute(world.admin, { command: 'testConnection', collectorId: world.collector.id }, 10_000);
    expect(result.ok, JSON.stringify(result)).toBe(true);
  }, 60_000);
});
