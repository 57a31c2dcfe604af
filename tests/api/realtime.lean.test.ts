/**
 * What keeps the hub lean under many devices: socket re-checks answered from the exact session
 * cache, last-seen writes and queued-command look-ups batched across a burst of connections, the
 * ledger's insert prepared once, and no online list built while no admin listens.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticateToken } from '../../server/auth/plugin';
import { pgliteOf, poolOf } from '../../server/db/connection';
import { preparedStatementCount } from '../../server/db/prepared';
import { insertLive, insertQueued, type NewCommand } from '../../server/realtime/commandLedger';
import { claimQueued } from '../../server/realtime/commandLedgerQueue';
import { collectorsWithQueuedWork } from '../../server/realtime/commandQueue';
import { LastSeenWriter } from '../../server/realtime/lastSeen';
import { reauthorise, type HubSocket, type SocketData } from '../../server/realtime/socketAuth';
import { EVENTS, newRequestId } from '../../src/domain/protocol';
import { createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, waitFor, sleep, startLiveServer, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';

/** Counts the statements Kysely runs through it, by kind (UpdateQueryNode, SelectQueryNode…). */
class StatementCounter implements KyselyPlugin {
  readonly kinds: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.kinds.push(args.node.kind);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

let server: LiveServer;
let adminId: number;

beforeAll(async () => {
  server = await startLiveServer();
  adminId = (await createUser(server.app, { role: 'admin' })).id;
});
afterAll(async () => server?.close());

const command = (collectorId: number): NewCommand => ({
  requestId: newRequestId(),
  collectorId,
  adminId,
  adminSocketId: 'test-socket',
  command: 'ping',
  params: { command: 'ping', collectorId },
});

/** A server-side socket as reauthorise sees it; `ended` collects what it was told before being closed. */
function fakeSocket(data: SocketData) {
  const ended: unknown[] = [];
  const socket = { data, emit: (_event: string, reason: unknown) => ended.push(reason), disconnect: () => undefined } as unknown as HubSocket;
  return { socket, ended };
}

/** Revokes a session behind the session cache's back (no statement the write watch sees): only a database read notices. */
async function revokeUnseen(sessionId: string): Promise<void> {
  const text = 'update sessions set revoked_at = now() where id = $1';
  const pool = poolOf(server.app.db);
  if (pool) await pool.query(text, [sessionId]);
  else await pgliteOf(server.app.db)!.query(text, [sessionId]);
}

describe('socket re-checks', () => {
  it('answers from the session cache while it holds the session, and reads the database once it was emptied', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const auth = await authenticateToken(server.app, await loginToken(server.app, collector.email));
    const { socket, ended } = fakeSocket({
      userId: auth.user.id,
      sessionId: auth.sessionId,
      tokenExpiresAt: auth.tokenExpiresAt,
      role: 'collector',
      fullName: auth.user.fullName,
      email: auth.user.email,
      checkedAt: 0,
      appVersion: null,
    });
    await revokeUnseen(auth.sessionId);
    expect(await reauthorise(server.app, socket, 1)).toMatchObject({ id: collector.id });
    expect(ended).toEqual([]);

    server.app.sessionCache.invalidate();
    socket.data.checkedAt = 0; // past the socket's own window again
    expect(await reauthorise(server.app, socket, 1)).toBeNull();
    expect(ended).toEqual([expect.objectContaining({ code: 'SESSION_REVOKED' })]);
  });
});

describe('a burst of collectors connecting', () => {
  it('writes their last seen in a few UPDATEs, one per app version, not one per collector', async () => {
    const collectors = await Promise.all(Array.from({ length: 30 }, () => createUser(server.app, { role: 'collector' })));
    const counter = new StatementCounter();
    const writer = new LastSeenWriter(server.app.db.withPlugin(counter), server.app.log, 60_000);
    collectors.forEach((collector, i) => writer.connected(collector.id, i % 2 === 0 ? '3.1.0' : null));
    await writer.settled();
    await writer.stop();
    // The first connection is written at once and alone; the other 29 wait for it and go together.
    expect(counter.kinds.filter((kind) => kind === 'UpdateQueryNode').length).toBeLessThanOrEqual(3);
    const rows = await server.app.db
      .selectFrom('users')
      .select(['id', 'lastSeenAt', 'appVersion'])
      .where(
        'id',
        'in',
        collectors.map((collector) => collector.id),
      )
      .execute();
    expect(rows.every((row) => row.lastSeenAt !== null)).toBe(true);
    const versioned = new Set(collectors.filter((_, i) => i % 2 === 0).map((collector) => collector.id));
    for (const row of rows) expect(row.appVersion).toBe(versioned.has(row.id) ? '3.1.0' : null);
  });

  it('asks about queued commands only for collectors with one queued, or handed over from the queue and unanswered', async () => {
    const [queued, handedOver, live, none] = await Promise.all([1, 2, 3, 4].map(() => createUser(server.app, { role: 'collector' })));
    await insertQueued(server.app.db, command(queued.id), 600);
    await insertQueued(server.app.db, command(handedOver.id), 600);
    expect(await claimQueued(server.app.db, handedOver.id)).toHaveLength(1);
    expect(await insertLive(server.app.db, command(live.id), { status: 'sent' })).toBe('inserted');
    const found = await collectorsWithQueuedWork(server.app.db, [queued.id, handedOver.id, live.id, none.id]);
    expect([...found].sort((a, b) => a - b)).toEqual([queued.id, handedOver.id].sort((a, b) => a - b));
  });
});

describe('the live command relay', () => {
  it("prepares the ledger's insert once and reuses it", async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    // A refused command's row (written `failed`) is a shape no other test of this file writes.
    const refused = { status: 'failed', error: 'The collector is offline.' } as const;
    const before = preparedStatementCount(server.app.db);
    for (let i = 0; i < 6; i += 1) expect(await insertLive(server.app.db, command(collector.id), refused)).toBe('inserted');
    const prepares = preparedStatementCount(server.app.db) - before;
    expect(prepares).toBeGreaterThanOrEqual(1);
    expect(prepares).toBeLessThan(6);
    const repeated = command(collector.id);
    expect(await insertLive(server.app.db, repeated, { status: 'sent' })).toBe('inserted');
    expect(await insertLive(server.app.db, repeated, { status: 'sent' })).toBe('duplicate');
    expect(await insertLive(server.app.db, command(2_000_000_000), { status: 'sent' })).toBe('noCollector');
  });

  it('builds no online list while no admin socket listens, and announces once one does', async () => {
    const build = vi.spyOn(server.app.realtime, 'onlineCollectors');
    const [first, second] = await Promise.all([1, 2].map(() => createUser(server.app, { role: 'collector' })));
    const firstSocket = await connectSocket(server.url, await loginToken(server.app, first.email), 'collector');
    await sleep(300);
    expect(build).not.toHaveBeenCalled();

    const admin = await connectSocket(server.url, await tokenWith(server.app, ['read_users']), 'admin');
    const updates = collect<{ data: Array<{ id: number }> }>(admin, EVENTS.presence);
    const secondSocket = await connectSocket(server.url, await loginToken(server.app, second.email), 'collector');
    try {
      await waitFor(() => updates.some((update) => update.data.some((collector) => collector.id === second.id)), 3000, 'a presence update');
      expect(build).toHaveBeenCalled();
    } finally {
      for (const socket of [firstSocket, secondSocket, admin]) socket.close();
      build.mockRestore();
    }
  });
});
