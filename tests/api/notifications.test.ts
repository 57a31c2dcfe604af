/**
 * Notifications (docs/api-notifications.md): each kind raised by its real trigger
 * (bulk invite job, invitation accepted, import, export, a command failing or timing out over real
 * sockets, a collector leaving with unsynced records, a password change), stored per user, listed
 * newest first in the list dialect, marked read by their user only, pushed to the user's sockets.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, type CommandResult } from '../../src/domain/protocol';
import { NOTIFICATION_EVENTS, NOTIFICATION_TEXTS, type NotificationItem, type NotificationKind } from '../../src/domain/notifications';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { invitationTokenFor, resetCodeFor } from '../helpers/mail';
import { collect, connectSocket, execute, sleep, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { TEST_PASSWORD } from '../helpers/testApp';

let server: LiveServer;
const sockets: Socket[] = [];
const users: Record<'admin' | 'otherAdmin' | 'superAdmin' | 'executive' | 'suspended' | 'collector', { id: number; email: string; token: string }> =
  {} as never;

async function signedIn(role: string, options: { isActive?: boolean } = {}) {
  const user = await createUser(server.app, { role });
  const token = await loginToken(server.app, user.email);
  if (options.isActive === false) await server.app.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
  return { id: user.id, email: user.email, token };
}

const list = (token: string, query = '') => server.app.inject({ method: 'GET', url: `/api/admin/notifications${query}`, headers: bearer(token) });
const read = (token: string, payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/admin/notifications/read', headers: bearer(token), payload: payload as object });
/** Straight from the table: the notifications of one user and kind (also for users who cannot sign in). */
const storedOf = (userId: number, kind: NotificationKind) =>
  server.app.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('kind', '=', kind).orderBy('id').execute();
async function itemsOf(token: string, kind: NotificationKind): Promise<NotificationItem[]> {
  const all = (await list(token, `?range=${encodeURIComponent('[0,99]')}`)).json() as NotificationItem[];
  return all.filter((item) => item.kind === kind);
}

function multipart(token: string, field: string, fileName: string, content: string, fields: Record<string, string> = {}) {
  const boundary = '----edu-notify-boundary';
  const texts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { payload: Buffer.from(texts.join('') + file), headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  server = await startLiveServer({ commandTimeoutMs: 400, reauthMs: 100, offlineGraceMs: 100 });
  users.admin = await signedIn('admin');
  users.otherAdmin = await signedIn('admin');
  users.superAdmin = await signedIn('super_admin');
  users.executive = await signedIn('executive');
  users.suspended = await signedIn('admin', { isActive: false });
  users.collector = await signedIn('collector');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('the triggers', () => {
  it('a finished bulk invite tells its creator, and the invited person accepting tells who invited', async () => {
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/admin/user-management/bulk-invite/upload',
      ...multipart(
        users.admin.token,
        'csvFile',
        'field-team.csv',
        'fullName,email,role\nAmina Bello,amina.notify@example.org,collector\nBad,not-an-email,collector\n',
      ),
    });
    expect(upload.statusCode).toBe(202);
    await server.app.bulkInvites.idle();
    const [finished] = await itemsOf(users.admin.token, 'bulk_invite_finished');
    expect(finished).toMatchObject({
      ...NOTIFICATION_TEXTS.bulkInviteCompleted,
      params: { fileName: 'field-team.csv', invited: 1, alreadyUsers: 0, invalid: 1 },
      link: '/admin/user-management',
      readAt: null,
    });
    expect(await itemsOf(users.otherAdmin.token, 'bulk_invite_finished')).toEqual([]);

    const token = await invitationTokenFor(server.app, 'amina.notify@example.org');
    const accepted = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/accept-invitation',
      payload: { token, email: 'amina.notify@example.org', password: 'Kano-Learning-77' },
    });
    expect(accepted.statusCode).toBe(200);
    const [told] = await itemsOf(users.admin.token, 'invitation_accepted');
    expect(told).toMatchObject({
      ...NOTIFICATION_TEXTS.invitationAccepted,
      params: { fullName: 'Amina Bello', email: 'amina.notify@example.org' },
      link: '/admin/user-management',
    });
    expect(await itemsOf(users.otherAdmin.token, 'invitation_accepted')).toEqual([]);
  });

  it('an import that wrote its rows tells who ran it (a dry run or a refused file does not); so does a finished export', async () => {
    const csv = 'firstName,lastName,sex,age,state,lga,uuid\r\nHauwa,Sani,Female,8,kano,dala,notify-1\r\nBala,Idris,Male,10,kano,fagge,notify-2';
    const importOf = (content: string, dryRun: boolean) =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/data/import/learners',
        ...multipart(users.admin.token, 'csvFile', 'learners.csv', content, { dryRun: String(dryRun) }),
      });
    expect((await importOf(csv, true)).statusCode).toBe(200);
    expect((await importOf(`${csv}\r\nX,Y,Male,ten,kano,dala,notify-3`, false)).statusCode).toBe(400);
    expect(await itemsOf(users.admin.token, 'import_finished')).toEqual([]);

    expect((await importOf(csv, false)).json().data).toMatchObject({ created: 2 });
    const [imported] = await itemsOf(users.admin.token, 'import_finished');
    expect(imported).toMatchObject({
      ...NOTIFICATION_TEXTS.importFinished,
      params: { recordType: 'learners', fileName: 'learners.csv', created: 2, alreadyPresent: 0 },
      link: '/admin/learners',
    });

    const exported = await server.app.inject({ method: 'GET', url: '/api/admin/data/export/learners', headers: bearer(users.admin.token) });
    expect(exported.statusCode).toBe(200);
    const [done] = await itemsOf(users.admin.token, 'export_finished');
    expect(done).toMatchObject({
      ...NOTIFICATION_TEXTS.exportFinished,
      params: { recordType: 'learners', fileName: expect.stringMatching(/^learners-\d{4}-\d{2}-\d{2}\.csv$/) },
      link: '/admin/data-management',
    });
    expect(await itemsOf(users.otherAdmin.token, 'import_finished')).toEqual([]);
    expect(await itemsOf(users.otherAdmin.token, 'export_finished')).toEqual([]);
  });

  it('a command the device fails, or does not answer in time, tells the admin who sent it, live on their socket', async () => {
    const device = await connectSocket(server.url, users.collector.token, 'collector');
    sockets.push(device);
    let answer: 'fail' | 'silent' = 'fail';
    device.on(EVENTS.execute, (payload: { requestId: string }) => {
      if (answer === 'fail') device.emit(EVENTS.result, { requestId: payload.requestId, ok: false, error: 'Storage is full' });
    });
    const admin = await connectSocket(server.url, users.admin.token, 'admin');
    const other = await connectSocket(server.url, users.otherAdmin.token, 'admin');
    sockets.push(admin, other);
    const pushed = collect<NotificationItem>(admin, NOTIFICATION_EVENTS.created);
    const pushedToOther = collect<NotificationItem>(other, NOTIFICATION_EVENTS.created);

    const failed: CommandResult = await execute(admin, { command: 'testConnection', collectorId: users.collector.id });
    expect(failed.ok).toBe(false);
    await waitFor(() => pushed.some((item) => item.kind === 'command_failed'), 3000, 'the failure notification');
    const [failure] = await itemsOf(users.admin.token, 'command_failed');
    expect(failure).toMatchObject({
      ...NOTIFICATION_TEXTS.commandFailed,
      params: { command: 'testConnection', error: 'Storage is full' },
      link: '/admin/command-centre',
    });
    expect(pushed.find((item) => item.kind === 'command_failed')).toEqual(failure);

    answer = 'silent';
    const timedOut = await execute(admin, { command: 'testConnection', collectorId: users.collector.id });
    expect(timedOut).toMatchObject({ ok: false, code: 'TIMEOUT' });
    await waitFor(() => pushed.filter((item) => item.kind === 'command_failed').length === 2, 3000, 'the time-out notification');
    expect((await itemsOf(users.admin.token, 'command_failed'))[0]).toMatchObject({
      ...NOTIFICATION_TEXTS.commandTimedOut,
      params: { command: 'testConnection' },
    });
    expect(pushedToOther).toEqual([]);
    expect(await itemsOf(users.otherAdmin.token, 'command_failed')).toEqual([]);
    device.close();
  });

  it('a collector gone (no socket left after the grace period) with unsynced records tells every active user who may read users, once', async () => {
    const collector = await signedIn('collector');
    const first = await connectSocket(server.url, collector.token, 'collector');
    const second = await connectSocket(server.url, collector.token, 'collector');
    sockets.push(first, second);
    const queue = [
      { table: 'schools', localId: 1, localUUID: 'q-1', syncStatus: 'pending', attempts: 0 },
      { table: 'schools', localId: 2, localUUID: 'q-2', syncStatus: 'failed', attempts: 3 },
      { table: 'learners', localId: 3, localUUID: 'q-3', syncStatus: 'synced', attempts: 1 },
    ];
    expect(await new Promise((resolve) => first.emit(EVENTS.queueSnapshot, { payload: queue }, resolve))).toEqual({ ok: true });

    first.close();
    await sleep(300);
    expect(await storedOf(users.admin.id, 'collector_offline')).toEqual([]);
    second.close();
    await waitFor(async () => (await storedOf(users.admin.id, 'collector_offline')).length === 1, 3000, 'the offline notification');
    const [told] = await itemsOf(users.admin.token, 'collector_offline');
    expect(told).toMatchObject({ ...NOTIFICATION_TEXTS.collectorOffline, params: { collectorId: collector.id, unsynced: 2 }, link: '/admin/command-centre' });
    expect(await storedOf(users.otherAdmin.id, 'collector_offline')).toHaveLength(1);
    expect(await storedOf(users.superAdmin.id, 'collector_offline')).toHaveLength(1);
    expect(await storedOf(users.executive.id, 'collector_offline')).toEqual([]);
    expect(await storedOf(users.suspended.id, 'collector_offline')).toEqual([]);
    expect(await storedOf(collector.id, 'collector_offline')).toEqual([]);

    // Back and gone again soon after: its readers were told already.
    const again = await connectSocket(server.url, collector.token, 'collector');
    again.close();
    await sleep(400);
    expect(await storedOf(users.admin.id, 'collector_offline')).toHaveLength(1);

    // Everything synced: leaving raises nothing.
    const tidy = await signedIn('collector');
    const socket = await connectSocket(server.url, tidy.token, 'collector');
    await new Promise((resolve) => socket.emit(EVENTS.queueSnapshot, { payload: [queue[2]] }, resolve));
    socket.close();
    await sleep(300);
    expect(await storedOf(users.admin.id, 'collector_offline')).toHaveLength(1);
  });

  it('a password changed in settings or by a reset code tells its user', async () => {
    const person = await signedIn('supervisor');
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/change-password',
      headers: bearer(person.token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Savannah-58' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await itemsOf(person.token, 'password_changed')).toMatchObject([{ ...NOTIFICATION_TEXTS.passwordChanged, params: {}, link: '/admin/settings' }]);

    await server.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email: person.email } });
    const code = await resetCodeFor(server.app, person.email);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/reset-password',
      payload: { email: person.email, code, newPassword: 'Second-Harmattan-64' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await storedOf(person.id, 'password_changed')).toHaveLength(2);
    expect(await storedOf(users.admin.id, 'password_changed')).toEqual([]);
  });
});

describe('GET /api/admin/notifications and POST /api/admin/notifications/read', () => {
  it('needs a signed-in user; any role may read its own', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/notifications' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/notifications/read', payload: { all: true } })).statusCode).toBe(401);
    for (const user of [users.executive, users.collector, users.superAdmin]) {
      expect((await list(user.token)).statusCode).toBe(200);
      expect((await read(user.token, { all: true })).statusCode).toBe(200);
    }
  });

  it('lists newest first in the list dialect with the unread count, filters unread, pages', async () => {
    const all = await list(users.admin.token);
    expect(all.statusCode).toBe(200);
    const items = all.json() as NotificationItem[];
    const total = items.length;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(all.headers['content-range']).toBe(`notifications 0-${total - 1}/${total}`);
    expect(all.headers['access-control-expose-headers']).toContain('X-Unread-Count');
    const times = items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Number(all.headers['x-unread-count'])).toBe(items.filter((item) => item.readAt === null).length);

    const page = await list(users.admin.token, `?range=${encodeURIComponent('[1,2]')}`);
    expect((page.json() as NotificationItem[]).map((item) => item.id)).toEqual(items.slice(1, 3).map((item) => item.id));
    expect(page.headers['content-range']).toBe(`notifications 1-2/${total}`);
    expect((await list(users.admin.token, `?filter=${encodeURIComponent('{"kind":"x"}')}`)).statusCode).toBe(400);
  });

  it('marks one, then all, read; the unread filter and count follow; refuses a malformed body', async () => {
    const unread = () => list(users.admin.token, `?filter=${encodeURIComponent('{"unread":true}')}`);
    const before = (await unread()).json() as NotificationItem[];
    expect(before.length).toBeGreaterThan(1);
    const one = await read(users.admin.token, { ids: [before[0].id] });
    expect(one.json()).toEqual({ data: { ids: [before[0].id], unread: before.length - 1 } });
    const after = await unread();
    expect((after.json() as NotificationItem[]).map((item) => item.id)).toEqual(before.slice(1).map((item) => item.id));
    expect(after.headers['x-unread-count']).toBe(String(before.length - 1));
    expect((await read(users.admin.token, { ids: [before[0].id] })).json().data.ids).toEqual([]);

    expect((await read(users.admin.token, {})).statusCode).toBe(400);
    expect((await read(users.admin.token, { ids: [] })).statusCode).toBe(400);
    expect((await read(users.admin.token, { all: false })).statusCode).toBe(400);

    const everything = await read(users.admin.token, { all: true });
    expect(everything.json().data.unread).toBe(0);
    expect((await unread()).json()).toEqual([]);
  });

  it('never shows or marks another user’s notifications', async () => {
    const theirs = await storedOf(users.otherAdmin.id, 'collector_offline');
    expect(theirs).toHaveLength(1);
    expect((await list(users.admin.token)).json().map((item: NotificationItem) => item.id)).not.toContain(Number(theirs[0].id));
    expect((await read(users.admin.token, { ids: [Number(theirs[0].id)] })).json().data.ids).toEqual([]);
    await read(users.admin.token, { all: true });
    expect((await storedOf(users.otherAdmin.id, 'collector_offline'))[0].readAt).toBeNull();
    expect((await list(users.otherAdmin.token)).json().map((item: NotificationItem) => item.id)).toContain(Number(theirs[0].id));
  });

  it('tells the user’s other sockets when notifications are read', async () => {
    const socket = await connectSocket(server.url, users.otherAdmin.token, 'admin');
    sockets.push(socket);
    const heard = collect<{ ids: number[] }>(socket, NOTIFICATION_EVENTS.read);
    const [theirs] = await storedOf(users.otherAdmin.id, 'collector_offline');
    await read(users.otherAdmin.token, { ids: [Number(theirs.id)] });
    await waitFor(() => heard.length === 1, 3000, 'the read event');
    expect(heard[0]).toEqual({ ids: [Number(theirs.id)] });
  });
});
