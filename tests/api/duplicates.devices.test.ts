/**
 * Merges devices understand, with two collectors: the device whose record was merged
 * away learns `merged` with the survivor's id (record:review right after the merge, and in its
 * review list), its re-push is answered `merged` and never touches the survivor — also when the
 * survivor is has_issues, which only the survivor's own device can fix; neither collector's review
 * list ever shows the other's record or comment; an undo tells the device its record is back.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, type DeviceReviewItem } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { pushAs, pushedChild, resolveAs, rowText, unmergeAs, type PushOutcome } from './duplicates.helpers';

let server: LiveServer;
let adminToken: string;
let supervisorToken: string;
const tokens: Record<'amina' | 'bello', string> = { amina: '', bello: '' };
const sockets: Socket[] = [];
const heard: Record<'amina' | 'bello', DeviceReviewItem[]> = { amina: [], bello: [] };
const place = { state: 'kano', lga: 'dala' };
const ISSUE = 'dateOfBirth is missing';

let kept: PushOutcome;
let gone: PushOutcome;
let pairId: number;

beforeAll(async () => {
  server = await startLiveServer();
  adminToken = await loginToken(server.app, (await createUser(server.app, { role: 'admin' })).email);
  supervisorToken = await loginToken(server.app, (await createUser(server.app, { role: 'supervisor' })).email);
  for (const name of ['amina', 'bello'] as const) {
    tokens[name] = await loginToken(server.app, (await createUser(server.app, { role: 'collector', fullName: `Collector ${name}` })).email);
    const socket = await connectSocket(server.url, tokens[name], 'collector');
    sockets.push(socket);
    heard[name] = collect<DeviceReviewItem>(socket, EVENTS.recordReview);
  }
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const reviewsOf = async (name: 'amina' | 'bello', since?: string) => {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const response = await server.app.inject({ method: 'GET', url: `/api/admin/sync/reviews${query}`, headers: bearer(tokens[name]) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DeviceReviewItem[];
};
const childOf = (name: string, lastName: string) => pushedChild(`device-${name}-child`, place, { firstName: 'Fatima', lastName, age: 8 });

describe('the merged device', () => {
  it('hears `merged` with the survivor id as soon as the merge commits; the survivor device hears nothing of it', async () => {
    [kept] = await pushAs(server.app, tokens.amina, [childOf('amina', 'Abdullahi')]);
    [gone] = await pushAs(server.app, tokens.bello, [childOf('bello', 'Abdulahi')]);
    await server.app.duplicateChecks.idle();
    const pair = await server.app.db
      .selectFrom('duplicatePairs')
      .select('id')
      .where('recordA', '=', kept.serverId)
      .where('recordB', '=', gone.serverId)
      .executeTakeFirstOrThrow();
    pairId = pair.id;
    const marked = await server.app.inject({
      method: 'POST',
      url: `/api/admin/oos-children/${kept.serverId}/review`,
      headers: bearer(supervisorToken),
      payload: { state: 'has_issues', comment: ISSUE },
    });
    expect(marked.statusCode).toBe(200);
    await waitFor(() => heard.amina.length === 1, 5000, 'the has_issues notice');

    const merged = await resolveAs(server.app, adminToken, pairId, { action: 'merge' });
    expect(merged.json().data).toEqual({ id: pairId, keptId: kept.serverId });
    await waitFor(() => heard.bello.length === 1, 5000, 'the merged notice');
    expect(heard.bello[0]).toEqual({
      table: 'oosChildren',
      localUUID: gone.localUUID,
      serverId: kept.serverId,
      reviewState: 'merged',
      reviewComment: null,
      reviewedAt: expect.any(String),
    });
    expect(heard.amina.map((item) => item.localUUID)).toEqual([kept.localUUID]);
  });

  it('its re-push is answered merged and leaves the has_issues survivor unchanged byte for byte', async () => {
    const before = await rowText(server.app, kept.serverId);
    const count = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('oosChildren')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    const [answer] = await pushAs(server.app, tokens.bello, [childOf('bello', 'Overwritten')]);
    expect(answer).toMatchObject({ ok: true, status: 'merged', serverId: kept.serverId, reviewState: 'merged' });
    expect(await rowText(server.app, kept.serverId)).toBe(before);
    expect(await count()).toBe(rows);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/admin/sync/push',
      headers: bearer(tokens.bello),
      payload: { records: [childOf('bello', 'Again')] },
    });
    expect(again.json().message).toBe('0 created, 1 merged, 0 already synced, 0 failed.');
  });

  it("each collector's review list shows only its own records and comments", async () => {
    const bello = await reviewsOf('bello');
    expect(bello).toEqual([expect.objectContaining({ localUUID: gone.localUUID, serverId: kept.serverId, reviewState: 'merged', reviewComment: null })]);
    expect(JSON.stringify(bello)).not.toContain(ISSUE);
    const amina = await reviewsOf('amina');
    expect(amina).toEqual([expect.objectContaining({ localUUID: kept.localUUID, serverId: kept.serverId, reviewState: 'has_issues', reviewComment: ISSUE })]);
    // By the merge's time: a later `since` leaves the item out.
    expect(await reviewsOf('bello', new Date(Date.now() + 60_000).toISOString())).toEqual([]);
    expect(await reviewsOf('bello', new Date(Date.now() - 60_000).toISOString())).toHaveLength(1);
  });

  it("a mapping re-pointed to another collector's record (as merges once did) neither shows nor overwrites that record", async () => {
    await server.app.db.updateTable('syncIngestions').set({ recordId: kept.serverId }).where('localUuid', '=', gone.localUUID).execute();
    try {
      expect((await reviewsOf('bello')).some((item) => item.reviewState === 'has_issues' || item.reviewComment === ISSUE)).toBe(false);
      // Nor does its re-push overwrite that has_issues record.
      const before = await rowText(server.app, kept.serverId);
      const [answer] = await pushAs(server.app, tokens.bello, [childOf('bello', 'Overwritten')]);
      expect(answer.status).not.toBe('updated');
      expect(await rowText(server.app, kept.serverId)).toBe(before);
    } finally {
      await server.app.db.updateTable('syncIngestions').set({ recordId: gone.serverId }).where('localUuid', '=', gone.localUUID).execute();
    }
  });

  it("only the survivor's own device fixes it by re-sending", async () => {
    const [fixed] = await pushAs(server.app, tokens.amina, [
      pushedChild(kept.localUUID, place, { firstName: 'Fatima', lastName: 'Abdullahi', age: 8, dateOfBirth: '2017-03-04' }),
    ]);
    expect(fixed).toMatchObject({ status: 'updated', serverId: kept.serverId, reviewState: 'received' });
    expect(JSON.parse((await rowText(server.app, kept.serverId)) ?? '{}')).toMatchObject({ date_of_birth: '2017-03-04', review_state: 'received' });
  });

  it('an undo tells the device its record is back, with its own review', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const undone = await unmergeAs(server.app, adminToken, pairId);
    expect(undone.statusCode, undone.body).toBe(200);
    await waitFor(() => heard.bello.length === 2, 5000, 'the unmerge notice');
    expect(heard.bello[1]).toMatchObject({ localUUID: gone.localUUID, serverId: gone.serverId, reviewState: 'received' });
    expect(await reviewsOf('bello', before)).toEqual([
      expect.objectContaining({ localUUID: gone.localUUID, serverId: gone.serverId, reviewState: 'received' }),
    ]);
    const [again] = await pushAs(server.app, tokens.bello, [childOf('bello', 'Abdulahi')]);
    expect(again).toMatchObject({ status: 'duplicate', serverId: gone.serverId });
  });
});
