/**
 * A peer's death: two real server processes on PostgreSQL and the test's own Redis,
 * the real collector agent on the peer, the peer killed with SIGKILL while requests stream at the
 * live process. No 5xx and nothing slower than 2 s there, the dead peer's collector leaves the
 * online list (and the admins' presence) within 10 s, and every command sent meanwhile is queued
 * or closed as failed, none left `sent` or missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, PROTOCOL_MESSAGES, type OnlineCollector } from '../../src/domain/protocol';
import { sleep } from '../helpers/realtime';
import { sharedServicesReachable } from '../helpers/sharedServices';
import { commandRows, onlineIds, startWorld, traffic, type World } from './resilience.world';

const available = await sharedServicesReachable();
if (!available) console.warn('resilience.peerDeath: skipped, PostgreSQL is unreachable');

describe.skipIf(!available)('a peer killed with SIGKILL', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld();
  }, 60_000);
  afterAll(async () => world?.close(), 30_000);

  it('costs the live process nothing: no 5xx, no slow request, its collector leaves within 10 s, no command lost', async () => {
    await expect.poll(() => onlineIds(world), { timeout: 5000 }).toContain(world.collector.id);
    const presence: Array<{ data: OnlineCollector[] }> = [];
    world.admin.on(EVENTS.presence, (update: { data: OnlineCollector[] }) => presence.push(update));
    const stream = traffic(world);
    await sleep(1500);
    const before = stream.commands.length;
    const killedAt = Date.now();
    await world.peer.kill();
    await expect.poll(() => onlineIds(world), { timeout: 10_000 - (Date.now() - killedAt), interval: 200 }).not.toContain(world.collector.id);
    const goneAfterMs = Date.now() - killedAt;
    await sleep(3000);
    await stream.stop();

    expect(goneAfterMs).toBeLessThan(10_000);
    const failures = stream.samples.filter((sample) => sample.status === 0 || sample.status >= 500);
    expect(failures, JSON.stringify(failures)).toEqual([]);
    const slow = stream.samples.filter((sample) => sample.ms > 2000);
    expect(slow, JSON.stringify(slow)).toEqual([]);
    // Admins heard that the collector left.
    expect(presence.at(-1)?.data.map((collector) => collector.id)).not.toContain(world.collector.id);

    // Every command has its row and a fate: answered, queued for the device, or failed with a reason.
    const rows = await commandRows(world, stream.commands);
    for (const row of rows) expect(['succeeded', 'queued', 'failed'], JSON.stringify(row)).toContain(row.status);
    const afterDeath = rows.slice(before);
    expect(afterDeath.length).toBeGreaterThanOrEqual(3);
    expect(afterDeath.some((row) => row.status === 'queued')).toBe(true);
    // One relayed to the dead peer's socket before its presence expired is answered as lost, not left to its 60 s time-out.
    const failed = afterDeath.filter((row) => row.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.some((row) => row.error === PROTOCOL_MESSAGES.connectionLost)).toBe(true);
    for (const row of failed) expect([PROTOCOL_MESSAGES.connectionLost, PROTOCOL_MESSAGES.collectorOffline]).toContain(row.error);
  }, 45_000);
});
