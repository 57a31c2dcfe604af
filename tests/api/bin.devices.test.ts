/**
 * Deletes devices understand: the device whose record an officer deleted hears `deleted`
 * with the reason as soon as the delete commits and finds it in its review list by the delete's
 * time, instead of the record's old review (also after the purge); a restore gives it the record's
 * own review back, at once and in the list by the restore's time. Another collector learns
 * nothing; the collectors list counts a deleted record no more.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, type DeviceReviewItem } from '../../src/domain/protocol';
import { purgeExpiredDeletes } from '../../server/records/bin';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { pushAs, pushedChild, type PushOutcome } from './duplicates.helpers';
import { ageDelete, binApi, binEntry, type BinApi } from './records.bin.helpers';

type Name = 'amina' | 'bello';
const PATH = 'oos-children';
const ISSUE = 'lastName is misspelt';
const REASON = 'Registered twice by mistake';
const place = { state: 'kano', lga: 'dala' };

let server: LiveServer;
let officer: BinApi;
const tokens: Record<Name, string> = { amina: '', bello: '' };
const heard: Record<Name, DeviceReviewItem[]> = { amina: [], bello: [] };
const sockets: Socket[] = [];
let child: PushOutcome;
let other: PushOutcome;

beforeAll(async () => {
  server = await startLiveServer();
  officer = binApi(server.app, await loginToken(server.app, (await createUser(server.app, { role: 'admin' })).email));
  for (const name of ['amina', 'bello'] as const) {
    tokens[name] = await loginToken(server.app, (await createUser(server.app, { role: 'collector', fullName: `Bin device ${name}` })).email);
    const socket = await connectSocket(server.url, tokens[name], 'collector');
    sockets.push(socket);
    heard[name] = collect<DeviceReviewItem>(socket, EVENTS.recordReview);
  }
  [child, other] = await pushAs(server.app, tokens.amina, [
    pushedChild('bin-device-child', place, { firstName: 'Zainab', lastName: 'Lawal', age: 8 }),
    pushedChild('bin-device-other', place, { firstName: 'Usman', lastName: 'Lawal', age: 11 }),
  ]);
  const reviewed = await officer.post(`${PATH}/${child.serverId}/review`, { state: 'has_issues', comment: ISSUE });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  await waitFor(() => heard.amina.length === 1, 5000, 'the review notice');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const reviewsOf = async (name: Name, since?: string) => {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const response = await server.app.inject({ method: 'GET', url: `/api/admin/sync/reviews${query}`, headers: bearer(tokens[name]) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DeviceReviewItem[];
};
const itemsOf = (items: DeviceReviewItem[], outcome: PushOutcome) => items.filter((item) => item.localUUID === outcome.localUUID);
const recordsSynced = async () => {
  const filter = encodeURIComponent(JSON.stringify({ q: 'Bin device amina' }));
  const response = await server.app.inject({ method: 'GET', url: `/api/admin/user-management/collectors?filter=${filter}`, headers: bearer(officer.token) });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as { recordsSynced: number }[];
  expect(rows).toHaveLength(1);
  return rows[0].recordsSynced;
};
const deletedItem = async (outcome: PushOutcome, reason: string): Promise<DeviceReviewItem> => ({
  table: 'oosChildren',
  localUUID: outcome.localUUID,
  serverId: outcome.serverId,
  reviewState: 'deleted',
  reviewComment: reason,
  reviewedAt: new Date((await binEntry(server.app, PATH, outcome.serverId))!.deletedAt).toISOString(),
});

describe('a deleted record on its device', () => {
  it('hears `deleted` with the reason once the delete commits and lists it instead of the old review; the count leaves it out', async () => {
    expect(await recordsSynced()).toBe(2);
    const beforeDelete = new Date(Date.now() - 1000).toISOString();
    const removed = await officer.remove(PATH, child.serverId, { reason: REASON });
    expect(removed.statusCode, removed.body).toBe(200);
    const expected = await deletedItem(child, REASON);

    await waitFor(() => heard.amina.length === 2, 5000, 'the delete notice');
    expect(heard.amina[1]).toEqual(expected);
    expect(itemsOf(await reviewsOf('amina'), child)).toEqual([expected]);
    expect(itemsOf(await reviewsOf('amina', beforeDelete), child)).toEqual([expected]);
    // By the delete's time: a later `since` leaves it out.
    expect(itemsOf(await reviewsOf('amina', new Date(Date.now() + 60_000).toISOString()), child)).toEqual([]);
    expect(await reviewsOf('bello')).toEqual([]);
    expect(heard.bello).toEqual([]);
    expect(await recordsSynced()).toBe(1);
  });

  it('gets its own review back after a restore, at once and in the list by the restore time', async () => {
    const beforeRestore = new Date().toISOString();
    const restored = await officer.restore(PATH, child.serverId);
    expect(restored.statusCode, restored.body).toBe(200);
    const own = { table: 'oosChildren', localUUID: child.localUUID, serverId: child.serverId, reviewState: 'has_issues', reviewComment: ISSUE };

    await waitFor(() => heard.amina.length === 3, 5000, 'the restore notice');
    expect(heard.amina[2]).toMatchObject(own);
    const sinceRestore = itemsOf(await reviewsOf('amina', beforeRestore), child);
    expect(sinceRestore).toEqual([{ ...own, reviewedAt: expect.any(String) }]);
    expect(sinceRestore[0].reviewedAt! >= beforeRestore).toBe(true);
    // Applied in order from the start, the list leaves the device with the record's own review.
    expect(itemsOf(await reviewsOf('amina'), child).at(-1)).toMatchObject(own);
    expect(heard.bello).toEqual([]);
    expect(await recordsSynced()).toBe(2);
  });

  it('still lists `deleted` after the purge', async () => {
    const removed = await officer.remove(PATH, other.serverId, { reason: 'Moved away before the survey' });
    expect(removed.statusCode, removed.body).toBe(200);
    await ageDelete(server.app, PATH, other.serverId, 31);
    const aged = await deletedItem(other, 'Moved away before the survey');
    expect(await purgeExpiredDeletes(server.app.db, 30, new Date())).toBe(1);
    expect(await server.app.db.selectFrom('oosChildren').select('id').where('id', '=', other.serverId).executeTakeFirst()).toBeUndefined();
    expect(itemsOf(await reviewsOf('amina'), other)).toEqual([aged]);
    expect(await recordsSynced()).toBe(1);
  });
});
