/**
 * Telemetry (docs/api-telemetry.md): device log lines sent over real sockets are kept, listed with
 * filters to read_telemetry / manage_telemetry, and purged (audited) only with manage_telemetry.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../src/domain/protocol';
import type { TelemetryEntry } from '../../src/domain/telemetry';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { connectSocket, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { recordsApi, tokenWith } from '../helpers/records';

let server: LiveServer;
let device: Socket;
let collector: { id: number; email: string };
let reader: ReturnType<typeof recordsApi>;

const LINES = [
  { level: 'info', category: 'sync', message: 'Sync started', timestamp: '2026-11-21T08:00:00.000Z' },
  { level: 'error', category: 'sync', message: 'Upload failed: 503 from server', timestamp: '2026-11-21T08:00:01.000Z' },
  { level: 'warn', category: 'camera', message: 'Photo too large, compressed', timestamp: '2026-11-21T08:00:02.000Z' },
];

beforeAll(async () => {
  server = await startLiveServer();
  const user = await createUser(server.app, { role: 'collector', fullName: 'Telemetry Device' });
  collector = { id: user.id, email: user.email };
  device = await connectSocket(server.url, await loginToken(server.app, user.email), 'collector');
  for (const line of LINES) device.emit(EVENTS.deviceLog, line);
  reader = recordsApi(server.app, await tokenWith(server.app, ['read_telemetry']));
  await waitFor(async () => (await reader.list('telemetry')).json().length === LINES.length, 5000, 'the log lines to be written');
});

afterAll(async () => {
  device?.close();
  await server?.close();
});

const entries = async (params: Parameters<typeof reader.list>[1] = {}) => (await reader.list('telemetry', params)).json() as TelemetryEntry[];

describe('GET /api/admin/telemetry', () => {
  it('keeps each line with its collector and both times, newest first', async () => {
    const response = await reader.list('telemetry', { range: [0, 9] });
    expect(response.headers['content-range']).toBe('telemetry 0-2/3');
    const rows = response.json() as TelemetryEntry[];
    expect(rows.map((row) => row.message)).toEqual(LINES.map((line) => line.message).reverse());
    expect(rows[0]).toMatchObject({
      level: 'warn',
      category: 'camera',
      deviceTime: LINES[2].timestamp,
      collector: { id: collector.id, email: collector.email, fullName: 'Telemetry Device' },
    });
    expect(Date.parse(rows[0].receivedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by level, category, collector, message text and day', async () => {
    expect((await entries({ filter: { level: ['error', 'warn'] } })).map((row) => row.level).sort()).toEqual(['error', 'warn']);
    expect((await entries({ filter: { category: 'sync' } })).length).toBe(2);
    expect((await entries({ filter: { collectorId: collector.id } })).length).toBe(3);
    expect((await entries({ filter: { collectorId: collector.id + 1000 } })).length).toBe(0);
    expect((await entries({ filter: { collector: 'telemetry dev' } })).length).toBe(3);
    expect((await entries({ filter: { collector: 'someone else' } })).length).toBe(0);
    expect((await entries({ filter: { q: 'UPLOAD FAILED' } })).map((row) => row.message)).toEqual(['Upload failed: 503 from server']);
    expect((await entries({ filter: { q: '%' } })).length).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries({ filter: { from: today, to: today } })).length).toBe(3);
    expect((await entries({ filter: { to: '2020-01-01' } })).length).toBe(0);
  });

  it('needs read_telemetry or manage_telemetry; answers 400 for a bad filter', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/telemetry' })).statusCode).toBe(401);
    const other = recordsApi(server.app, await tokenWith(server.app, ['read_users', 'manage_users']));
    expect((await other.list('telemetry')).statusCode).toBe(403);
    expect((await reader.list('telemetry', { filter: { device: 'x' } })).json()).toMatchObject({ code: 'INVALID_QUERY', message: 'Unknown filter: device.' });
    expect((await reader.list('telemetry', { filter: { from: 'yesterday' } })).statusCode).toBe(400);
  });

  it('a line that fails the device-log schema is not kept', async () => {
    device.emit(EVENTS.deviceLog, { level: 'info', category: 'x', message: 'no timestamp' });
    device.emit(EVENTS.deviceLog, { level: 'info', category: 'late', message: 'Kept', timestamp: '2026-11-21T09:00:00.000Z' });
    await waitFor(async () => (await entries({ filter: { category: 'late' } })).length === 1, 5000, 'the valid line');
    expect((await entries({ filter: { q: 'no timestamp' } })).length).toBe(0);
  });
});

describe('DELETE /api/admin/telemetry?before=', () => {
  it('needs manage_telemetry; deletes the lines received before the day and audits it', async () => {
    const readerToken = await tokenWith(server.app, ['read_telemetry']);
    expect((await server.app.inject({ method: 'DELETE', url: '/api/admin/telemetry?before=2099-01-01', headers: bearer(readerToken) })).statusCode).toBe(403);
    const manager = await tokenWith(server.app, ['manage_telemetry']);
    expect((await server.app.inject({ method: 'DELETE', url: '/api/admin/telemetry', headers: bearer(manager) })).statusCode).toBe(400);
    const none = await server.app.inject({ method: 'DELETE', url: '/api/admin/telemetry?before=2020-01-01', headers: bearer(manager) });
    expect(none.json()).toEqual({ data: { deleted: 0 }, message: '0 log lines deleted.' });
    const all = await server.app.inject({ method: 'DELETE', url: '/api/admin/telemetry?before=2099-01-01', headers: bearer(manager) });
    expect(all.json()).toEqual({ data: { deleted: 4 }, message: '4 log lines deleted.' });
    expect(await entries()).toEqual([]);
    const audit = await server.app.db
      .selectFrom('auditLogs')
      .select(['action', 'changes'])
      .where('resource', '=', 'telemetry')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'purge', changes: { before: '2099-01-01', deleted: 4 } });
  });
});
