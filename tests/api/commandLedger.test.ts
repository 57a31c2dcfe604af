/**
 * The command ledger (server/realtime/commandLedger*.ts): every move of a device command starts
 * only from the statuses src/domain/commands.ts allows, refused from any other, and of two moves
 * racing on one command exactly one wins. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL
 * (where the racing statements run on separate connections).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_STATUSES, COMMAND_TRANSITIONS, type CommandStatus, type CommandTransition } from '../../src/domain/commands';
import { newRequestId } from '../../src/domain/protocol';
import { insertLive, insertQueued, markFailed, markTimedOut, recordAnswers, timeOutAbandoned, type NewCommand } from '../../server/realtime/commandLedger';
import { claimQueued, expireQueued, markCancelled, redeliverUnanswered, releaseClaimed } from '../../server/realtime/commandLedgerQueue';
import { createUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let adminId: number;
let collectorId: number;

const db = () => t.app.db;
const newCommand = (collector = collectorId): NewCommand => ({
  requestId: newRequestId(),
  collectorId: collector,
  adminId,
  adminSocketId: 'socket-1',
  command: 'testConnection',
  params: { command: 'testConnection', collectorId: collector },
});

/** One command of the test collector (its only one) in `status`, handed over once a minute ago. */
async function commandIn(status: CommandStatus, options: { expired?: boolean } = {}): Promise<string> {
  await db().deleteFrom('deviceCommands').where('collectorId', '=', collectorId).execute();
  const command = newCommand();
  expect(await insertQueued(db(), command, 3600)).toBeInstanceOf(Date);
  await db()
    .updateTable('deviceCommands')
    .set({
      status,
      deliveries: 1,
      sentAt: sql<Date>`now() - interval '1 minute'`,
      expiresAt: options.expired ? sql<Date>`now() - interval '1 second'` : sql<Date>`now() + interval '1 hour'`,
    })
    .where('requestId', '=', command.requestId)
    .execute();
  return command.requestId;
}

const rowOf = (requestId: string) =>
  db().selectFrom('deviceCommands').select(['status', 'deliveries', 'error']).where('requestId', '=', requestId).executeTakeFirstOrThrow();

/** Each move as the ledger makes it, answering whether it moved the command. */
const MOVES: Record<CommandTransition, { expired?: boolean; move: (requestId: string) => Promise<boolean> }> = {
  claim: { move: async (id) => (await claimQueued(db(), collectorId)).some((row) => row.requestId === id) },
  redeliver: { move: async (id) => (await redeliverUnanswered(db(), collectorId, new Date(Date.now() + 60_000))).some((row) => row.requestId === id) },
  release: {
    move: async (id) => {
      await releaseClaimed(db(), [id]);
      return (await rowOf(id)).deliveries === 0;
    },
  },
  succeed: { move: async (id) => (await recordAnswers(db(), [{ requestId: id, status: 'succeeded', error: null, at: new Date() }])).includes(id) },
  fail: { move: (id) => markFailed(db(), id, 1, 'The device connection was lost') },
  timeOut: { move: (id) => markTimedOut(db(), id, 1, 'No answer in time') },
  expire: { expired: true, move: async () => (await expireQueued(db(), collectorId)) === 1 },
  cancel: { move: async (id) => (await markCancelled(db(), id)) !== null },
};

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.app, { role: 'admin' })).id;
  collectorId = (await createUser(t.app, { role: 'collector' })).id;
});

afterAll(async () => {
  await t?.close();
});

describe('the command ledger', () => {
  it('writes a new command once: live as sent or failed, queued with its expiry; a reused requestId or an unknown collector is refused', async () => {
    const live = newCommand();
    expect(await insertLive(db(), live, { status: 'sent' })).toBe('inserted');
    expect(await rowOf(live.requestId)).toMatchObject({ status: 'sent', deliveries: 1 });
    expect(await insertLive(db(), live, { status: 'failed', error: 'offline' })).toBe('duplicate');
    expect(await insertQueued(db(), live, 60)).toBeNull();
    expect(await rowOf(live.requestId)).toMatchObject({ status: 'sent', deliveries: 1 });

    const refused = newCommand();
    expect(await insertLive(db(), refused, { status: 'failed', error: 'offline' })).toBe('inserted');
    expect(await rowOf(refused.requestId)).toMatchObject({ status: 'failed', error: 'offline', deliveries: 0 });
    expect(await insertLive(db(), newCommand(2_000_000_000), { status: 'sent' })).toBe('noCollector');

    const queued = newCommand();
    const expiresAt = await insertQueued(db(), queued, 60);
    expect(Math.abs(expiresAt!.getTime() - Date.now() - 60_000)).toBeLessThan(30_000);
    expect(await rowOf(queued.requestId)).toMatchObject({ status: 'queued', deliveries: 0 });
  });

  for (const [transition, { from, to }] of Object.entries(COMMAND_TRANSITIONS) as Array<
    [CommandTransition, { from: readonly CommandStatus[]; to: CommandStatus }]
  >) {
    it(`moves a command to ${to} (${transition}) from ${from.join(', ')} only`, async () => {
      const { move, expired } = MOVES[transition];
      for (const status of COMMAND_STATUSES) {
        const requestId = await commandIn(status, { expired });
        const allowed = from.includes(status);
        expect({ status, moved: await move(requestId) }).toEqual({ status, moved: allowed });
        expect({ status, now: (await rowOf(requestId)).status }).toEqual({ status, now: allowed ? to : status });
      }
    });
  }

  it('closes a sent command by its answer, succeeded or failed, and never one already closed', async () => {
    const succeeded = await commandIn('sent');
    expect(await recordAnswers(db(), [{ requestId: succeeded, status: 'succeeded', error: null, at: new Date() }])).toEqual([succeeded]);
    expect(await recordAnswers(db(), [{ requestId: succeeded, status: 'failed', error: 'late', at: new Date() }])).toEqual([]);
    expect(await rowOf(succeeded)).toMatchObject({ status: 'succeeded', error: null });

    const failed = await commandIn('sent');
    expect(await recordAnswers(db(), [{ requestId: failed, status: 'failed', error: 'No space left', at: new Date() }])).toEqual([failed]);
    expect(await rowOf(failed)).toMatchObject({ status: 'failed', error: 'No space left' });
  });

  it('times out or fails a sent command only with the hand-over that was timed', async () => {
    const requestId = await commandIn('sent');
    expect(await markTimedOut(db(), requestId, 2, 'No answer in time')).toBe(false);
    expect(await markFailed(db(), requestId, 2, 'lost')).toBe(false);
    expect((await rowOf(requestId)).status).toBe('sent');
  });

  it('times out, in the sweep, only sent commands older than the time-out', async () => {
    const recent = await commandIn('sent');
    expect(await timeOutAbandoned(db(), 120_000, 'No answer in time')).toEqual([]);
    expect((await timeOutAbandoned(db(), 1000, 'No answer in time')).map((row) => row.requestId)).toEqual([recent]);
    expect(await rowOf(recent)).toMatchObject({ status: 'timed-out', error: 'No answer in time' });
    expect(await timeOutAbandoned(db(), 1000, 'No answer in time')).toEqual([]);
  });
});

describe('two moves racing on one command', () => {
  const RACES = 10;

  it('leave exactly one winner when an answer and its time-out come at once', async () => {
    for (let race = 0; race < RACES; race++) {
      const requestId = await commandIn('sent');
      const [answered, timedOut] = await Promise.all([
        recordAnswers(db(), [{ requestId, status: 'succeeded', error: null, at: new Date() }]).then((ids) => ids.includes(requestId)),
        markTimedOut(db(), requestId, 1, 'No answer in time'),
      ]);
      expect([answered, timedOut].filter(Boolean)).toHaveLength(1);
      expect((await rowOf(requestId)).status).toBe(answered ? 'succeeded' : 'timed-out');
    }
  });

  it('leave exactly one winner among a time-out, a lost connection and the sweep', async () => {
    for (let race = 0; race < RACES; race++) {
      const requestId = await commandIn('sent');
      const outcomes = await Promise.all([
        markTimedOut(db(), requestId, 1, 'No answer in time'),
        markFailed(db(), requestId, 1, 'lost'),
        timeOutAbandoned(db(), 1000, 'No answer in time').then((rows) => rows.length === 1),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(['timed-out', 'failed']).toContain((await rowOf(requestId)).status);
    }
  });

  it('leave a queued command either cancelled or handed to one socket, never both', async () => {
    for (let race = 0; race < RACES; race++) {
      const requestId = await commandIn('queued');
      const [cancelled, firstClaim, secondClaim] = await Promise.all([
        markCancelled(db(), requestId).then((row) => row !== null),
        claimQueued(db(), collectorId).then((rows) => rows.length === 1),
        claimQueued(db(), collectorId).then((rows) => rows.length === 1),
      ]);
      expect([cancelled, firstClaim, secondClaim].filter(Boolean)).toHaveLength(1);
      expect((await rowOf(requestId)).status).toBe(cancelled ? 'cancelled' : 'sent');
    }
  });
});
