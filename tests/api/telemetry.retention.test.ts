/** TELEMETRY_RETENTION_DAYS: lines older than the retention are deleted when the app is ready; newer ones stay. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { pruneTelemetry } from '../../server/telemetry/retention';
import { createUser } from '../helpers/fixtures';
import { createTestApp, testConfig, type TestApp } from '../helpers/testApp';

const NOW = Date.parse('2026-06-30T12:00:00Z');
const DAY = 86_400_000;
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function seedLines(app: TestApp['app'], ages: number[]) {
  const collector = await createUser(app, { role: 'collector' });
  await app.db
    .insertInto('deviceLogs')
    .values(
      ages.map((days) => ({
        collectorId: collector.id,
        level: 'info',
        category: 'test',
        message: `${days} days old`,
        deviceTime: 'x',
        receivedAt: new Date(NOW - days * DAY),
      })),
    )
    .execute();
}

const messages = async (app: TestApp['app']) =>
  (await app.db.selectFrom('deviceLogs').select('message').orderBy('message').execute()).map((row) => row.message);

describe('telemetry retention', () => {
  it('deletes the lines older than the retention, keeps the rest', async () => {
    t = await createTestApp({ now: () => NOW });
    await seedLines(t.app, [40, 31, 29, 1]);
    expect(await pruneTelemetry(t.app.db, 30, new Date(NOW))).toBe(2);
    expect(await messages(t.app)).toEqual(['1 days old', '29 days old']);
  });

  it('runs just after the app is ready, with the configured days (embedded database)', async () => {
    const app = await buildApp(testConfig({ telemetryRetentionDays: 30 }), { now: () => NOW });
    try {
      await seedLines(app, [45, 3]);
      expect(await messages(app)).toHaveLength(2);
      await app.ready();
      await vi.waitFor(async () => expect(await messages(app)).toEqual(['3 days old']));
    } finally {
      await app.close();
    }
  });

  it('reads TELEMETRY_RETENTION_DAYS: default 90, 0 keeps everything, nonsense refused', () => {
    expect(loadConfig({}).telemetryRetentionDays).toBe(90);
    expect(loadConfig({ TELEMETRY_RETENTION_DAYS: '0' }).telemetryRetentionDays).toBe(0);
    expect(loadConfig({ TELEMETRY_RETENTION_DAYS: '7' }).telemetryRetentionDays).toBe(7);
    expect(() => loadConfig({ TELEMETRY_RETENTION_DAYS: 'a week' })).toThrow(/TELEMETRY_RETENTION_DAYS must be a whole number of days/);
  });
});
