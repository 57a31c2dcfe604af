/**
 * Presence without lag: admins hear a collector's arrival from the hub at once, not
 * after a debounce window; arrivals during the window that follows go out together when it ends.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { EVENTS, type OnlineCollector } from '../../src/domain/protocol';
import { createUser } from '../helpers/fixtures';
import { connectSocket, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Long enough that an announcement held for the window could not pass for an immediate one. */
const WINDOW_MS = 6000;

let server: LiveServer;
let admin: Socket;
const agents: Agent[] = [];

beforeAll(async () => {
  server = await startLiveServer({ presenceDebounceMs: WINDOW_MS });
  admin = await connectSocket(server.url, await tokenWith(server.app, ['read_users']), 'admin');
});

afterAll(async () => {
  admin?.close();
  await Promise.all(agents.map((agent) => agent.stop()));
  await server?.close();
});

it('announces the first arrival at once and the arrivals within the window together at its end', async () => {
  const updates: Array<{ at: number; ids: number[] }> = [];
  admin.on(EVENTS.presence, (update: { data: OnlineCollector[] }) => updates.push({ at: Date.now(), ids: update.data.map((collector) => collector.id) }));
  const [first, second] = await Promise.all([1, 2].map(() => createUser(server.app, { role: 'collector' })));

  const amina = await startAgent({ server: server.url, email: first.email, password: first.password, records: false });
  agents.push(amina);
  await amina.connected();
  const connectedAt = Date.now();
  await waitFor(() => updates.length === 1, WINDOW_MS / 2);
  expect(updates[0].ids).toEqual([amina.collectorId]);
  expect(updates[0].at - connectedAt).toBeLessThan(WINDOW_MS / 2);

  const bala = await startAgent({ server: server.url, email: second.email, password: second.password, records: false });
  agents.push(bala);
  await bala.connected();
  const balaAt = Date.now();
  await waitFor(() => updates.length === 2, WINDOW_MS * 2);
  expect(updates[1].ids.sort()).toEqual([amina.collectorId, bala.collectorId].sort());
  // Within the window opened by the first announcement (a slow machine may start Bala after it): held to its end.
  if (balaAt < updates[0].at + WINDOW_MS - 1000) expect(updates[1].at - updates[0].at).toBeGreaterThanOrEqual(WINDOW_MS - 500);
});
