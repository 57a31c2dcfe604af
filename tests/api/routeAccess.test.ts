/**
 * The access matrix: every API route the app really registers, and every socket event,
 * against the route–permission table, for every seeded role, a user with no permission and users
 * with one custom permission. Denials come before validation (403 whatever the body, 401 without
 * a token); allowed callers are never refused. The table's resolved content is pinned in
 * __snapshots__/routeAccess.table.txt, so weakening a rule shows up as a diff to review.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import authPlugin from '../../server/auth/plugin';
import routeGuard from '../../server/auth/routeGuard';
import { TokenService } from '../../server/auth/tokens';
import routeRegistry from '../../server/http/routeRegistry';
import { PERMISSION_CONSTANTS as P } from '../../src/domain/permissions';
import { COMMAND_NAMES, CONNECTION_ROLES, EVENTS, PROTOCOL_ERRORS, isVerifyCommand, type CommandName, type ConnectionRole } from '../../src/domain/protocol';
import { DEFAULT_ROLES } from '../../src/domain/roles';
import { ROUTE_ACCESS, accessRuleOf, ruleAllows } from '../../src/domain/routeAccess';
import type { SessionUser } from '../../src/domain/session';
import { COMMAND_ACCESS, SOCKET_CONNECTION_ACCESS, SOCKET_EVENT_SENDERS } from '../../src/domain/socketAccess';
import { bearer, createRole, createUser, login } from '../helpers/fixtures';
import { connectSocket, startLiveServer, type LiveServer } from '../helpers/realtime';
import { sampleFor, type SampleContext, type SampleRequest } from '../helpers/routeSamples';
import { testConfig } from '../helpers/testApp';
import { resolvedTable, type Subject } from '../helpers/accessTable';

/** Roles beyond the seeded ones: none, and one custom permission each. */
const CUSTOM_ROLES: Record<string, string[]> = {
  no_permission: [],
  only_read_users: [P.READ_USERS],
  only_data_export: [P.MANAGE_DATA_EXPORT],
};

let server: LiveServer;
let context: SampleContext;
const subjects: Subject[] = [];

beforeAll(async () => {
  server = await startLiveServer({ commandTimeoutMs: 2000 });
  const app = server.app;
  // Start-up done, as startup.ts marks it: GET /api/ready (public) answers 200, not 503 (starting).
  app.lifecycle.markStarted();
  const roleIds: Record<string, number> = {};
  for (const [name, permissions] of Object.entries(CUSTOM_ROLES)) roleIds[name] = await createRole(app, name, permissions);
  for (const role of [...DEFAULT_ROLES.map((r) => r.name), ...Object.keys(CUSTOM_ROLES)]) {
    const account = await createUser(app, { role });
    const answer = (await login(app, account.email)).json().data as { token: string; user: SessionUser };
    subjects.push({ name: role, token: answer.token, user: answer.user });
  }
  const probe = await createUser(app, { role: 'no_permission' });
  // A pair of two children: only a caller who may write every duplicate type learns 404 for an unknown pair.
  const children = await app.db
    .insertInto('oosChildren')
    .values([{ firstName: 'Matrix' }, { firstName: 'Matrixx' }])
    .returning('id')
    .execute();
  const reasons = JSON.stringify({ name: 0.9, age: 1, sex: 1, location: 1, household: 1 });
  const pair = await app.db
    .insertInto('duplicatePairs')
    .values({ resource: 'oos-children', recordA: children[0].id, recordB: children[1].id, score: 0.9, reasons })
    .returning('id')
    .executeTakeFirstOrThrow();
  context = {
    emptyRoleId: roleIds.no_permission,
    emptyRoleName: 'no_permission',
    loginEmail: probe.email,
    loginPassword: probe.password,
    duplicatePairId: pair.id,
  };
});

afterAll(async () => {
  await server?.close();
});

describe('the route–permission table', () => {
  it('has an entry for every registered API route and none for a route that does not exist', () => {
    const keys = server.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(keys.filter((key) => !accessRuleOf(key.split(' ')[0], key.split(' ')[1]))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('is pinned: every rule and who it admits among the seeded and custom roles', async () => {
    await expect(resolvedTable(subjects)).toMatchFileSnapshot('./__snapshots__/routeAccess.table.txt');
  });

  it('keeps the app from starting while an API route has no entry', async () => {
    // The registry, authentication and guard of the app, without its database and routes.
    const app = Fastify();
    await app.register(routeRegistry);
    await app.register(fp(async () => undefined, { name: 'db' }));
    await app.register(authPlugin, { tokens: new TokenService(testConfig().jwtSecret!) });
    await app.register(routeGuard);
    app.get('/api/admin/unlisted', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/admin\/unlisted/);
    await app.close();
  });
});

type Variant = 'valid' | 'invalid';

async function send(method: string, request: SampleRequest, token?: string) {
  const headers = { ...request.headers, ...(token ? bearer(token) : {}) };
  const payload = request.payload as string | Record<string, string> | undefined;
  return server.app.inject({ method: method as 'GET', url: request.url, headers, payload });
}

describe('every HTTP route × every subject, with a valid and an invalid body', () => {
  const routeKeys = () => server.app.apiRoutes.map((route) => `${route.method} ${route.url}`);

  it('answers each subject as the table says, denials before validation', async () => {
    const mismatches: string[] = [];
    for (const key of routeKeys()) {
      const [method, url] = key.split(' ');
      const rule = accessRuleOf(method, url)!;
      const params = { type: 'schools' };
      for (const variant of ['valid', 'invalid'] as Variant[]) {
        if (rule.kind === 'public') {
          const response = await send(method, sampleFor(key, context)[variant]);
          if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500)
            mismatches.push(`${key} public ${variant}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          continue;
        }
        const anonymous = await send(method, sampleFor(key, context)[variant]);
        if (anonymous.statusCode !== 401) mismatches.push(`${key} anonymous ${variant}: ${anonymous.statusCode}, expected 401`);
        for (const subject of subjects) {
          const response = await send(method, sampleFor(key, context)[variant], subject.token);
          const status = response.statusCode;
          if (!ruleAllows(rule, subject.user, params)) {
            if (status !== 403 || response.json().errors !== undefined)
              mismatches.push(`${key} ${subject.name} ${variant}: ${status}, expected 403 ${response.body.slice(0, 120)}`);
          } else if (status === 401 || status === 403 || status >= 500) {
            mismatches.push(`${key} ${subject.name} ${variant}: ${status}, expected an answer ${response.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('checks the record type of data export and import: the type permission, then validation', async () => {
    const exporter = subjects.find((s) => s.name === 'only_data_export')!;
    const denied = await send('GET', { url: '/api/admin/data/export/schools?unknownField=1' }, exporter.token);
    expect(denied.statusCode).toBe(403);
    const unknownType = await send('GET', { url: '/api/admin/data/export/spaceships' }, exporter.token);
    expect(unknownType.statusCode).toBe(400);
  });

  it('treats /prefix/ as /prefix and HEAD as GET', async () => {
    expect((await send('GET', { url: '/api/admin/user-management/' })).statusCode).toBe(401);
    const executive = subjects.find((s) => s.name === 'executive')!;
    expect((await send('GET', { url: '/api/admin/user-management/' }, executive.token)).statusCode).toBe(403);
    expect((await send('HEAD', { url: '/api/admin/user-management' }, executive.token)).statusCode).toBe(403);
    expect((await send('HEAD', { url: '/api/admin/schools' }, executive.token)).statusCode).toBe(200);
  });
});

describe('every socket connection and event × every subject', () => {
  const sockets: Socket[] = [];
  const connect = async (token: string, role: ConnectionRole) => {
    const socket = await connectSocket(server.url, token, role);
    sockets.push(socket);
    return socket;
  };
  const ack = <T>(socket: Socket, event: string, payload: unknown) => new Promise<T>((resolve) => socket.emit(event, payload, resolve));

  afterAll(() => sockets.forEach((socket) => socket.close()));

  it('admits a connection of each role exactly to those the table allows', async () => {
    const mismatches: string[] = [];
    for (const role of CONNECTION_ROLES) {
      await expect(connectSocket(server.url, 'not-a-token', role)).rejects.toMatchObject({ data: { code: PROTOCOL_ERRORS.unauthenticated } });
      for (const subject of subjects) {
        const allowed = ruleAllows(SOCKET_CONNECTION_ACCESS[role], subject.user);
        const outcome = await connect(subject.token, role).then(
          () => 'connected',
          (error: { data?: { code?: string } }) => error.data?.code,
        );
        if (outcome !== (allowed ? 'connected' : PROTOCOL_ERRORS.forbidden)) mismatches.push(`${role} ${subject.name}: ${outcome}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('runs cmd:execute per command for those allowed, refusing the others before validating the payload', async () => {
    const collector = subjects.find((s) => s.name === 'collector')!;
    const device = await connect(collector.token, 'collector');
    device.on(EVENTS.execute, (payload: { requestId: string; command: string }) => {
      device.emit(isVerifyCommand(payload.command) ? EVENTS.verificationResult : EVENTS.result, { requestId: payload.requestId, ok: true });
    });
    const extra: Partial<Record<CommandName, Record<string, unknown>>> = {
      fetchTable: { table: 'schools' },
      verifySchool: { schoolId: 1 },
      verifyCommunity: { communityId: 1 },
      verifyHousehold: { householdId: 1 },
      resendRecords: { items: [{ table: 'schools', localUUID: 'matrix-uuid' }] },
    };
    const mismatches: string[] = [];
    for (const subject of subjects.filter((s) => ruleAllows(SOCKET_CONNECTION_ACCESS.admin, s.user))) {
      const admin = await connect(subject.token, 'admin');
      for (const command of COMMAND_NAMES) {
        const allowed = ruleAllows(COMMAND_ACCESS[command], subject.user);
        const valid = await ack<{ ok: boolean; code?: string }>(admin, EVENTS.execute, { command, collectorId: collector.user.id, ...extra[command] });
        const invalid = await ack<{ ok: boolean; code?: string }>(admin, EVENTS.execute, { command, collectorId: -1, table: 7 });
        const expected = allowed ? ['ok', PROTOCOL_ERRORS.invalidCommand] : [PROTOCOL_ERRORS.forbidden, PROTOCOL_ERRORS.forbidden];
        const seen = [valid.ok ? 'ok' : valid.code, invalid.ok ? 'ok' : invalid.code];
        if (seen.join() !== expected.join()) mismatches.push(`${command} ${subject.name}: ${seen.join()} expected ${expected.join()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('hears the device events from collector sockets only', async () => {
    const collector = subjects.find((s) => s.name === 'collector')!;
    const admin = subjects.find((s) => s.name === 'admin')!;
    const device = await connect(collector.token, 'collector');
    const adminSocket = await connect(admin.token, 'admin');
    expect(await ack(device, EVENTS.queueSnapshot, { payload: [] })).toEqual({ ok: true });
    expect(await ack(device, EVENTS.queueSnapshot, { payload: 'x' })).toMatchObject({ ok: false, code: 'INVALID_PAYLOAD' });

    const unheard: string[] = [];
    for (const [event, sender] of Object.entries(SOCKET_EVENT_SENDERS)) {
      const socket = sender === 'admin' ? device : adminSocket;
      socket.emit(
        event,
        {
          requestId: 'matrix',
          ok: true,
          payload: [],
          level: 'info',
          timestamp: 'now',
          category: 'x',
          message: 'x',
          command: 'testConnection',
          collectorId: collector.user.id,
        },
        () => unheard.push(event),
      );
    }
    // A round trip on each socket after the stray events: the server has read them by then.
    await ack(device, EVENTS.queueSnapshot, { payload: [] });
    await ack(adminSocket, EVENTS.execute, { command: 'testConnection', collectorId: collector.user.id });
    expect(unheard).toEqual([]);
    const snapshot = await server.app.db.selectFrom('syncQueueSnapshots').select('collectorId').where('collectorId', '=', admin.user.id).executeTakeFirst();
    expect(snapshot).toBeUndefined();
  });
});
