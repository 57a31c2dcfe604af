/**
 * Review of synced records with the real collector agent: a record synced by the agent
 * is marked has_issues by an admin; the agent learns the state and comment (live, and by pulling
 * after a reconnect), fixes the record with store.edit, syncs, and the server record is received
 * again with the new value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { publicRow } from '../../src/device/store';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';

let server: LiveServer;
let agent: Agent;
let reviewerToken: string;

beforeAll(async () => {
  server = await startLiveServer();
  const collector = await createUser(server.app, { role: 'collector' });
  agent = await startAgent({
    server: server.url,
    email: collector.email,
    password: collector.password,
    seed: 11,
    records: { communities: 1, schools: 1, learners: 0, staff: 0, households: 1, oosChildren: 2 },
  });
  await agent.connected();
  reviewerToken = await loginToken(server.app, (await createUser(server.app, { role: 'supervisor' })).email);
});

afterAll(async () => {
  await agent?.stop();
  await server?.close();
});

const review = (path: string, body: object) =>
  server.app.inject({ method: 'POST', url: `/api/admin/${path}/review`, headers: bearer(reviewerToken), payload: body });
const stored = (id: number) => server.app.db.selectFrom('oosChildren').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a record with issues goes back to its device and returns fixed', () => {
  it('the agent receives has_issues with the comment, fixes the record, syncs, and the server record is received', async () => {
    const synced = await agent.syncNow();
    expect(synced).toMatchObject({ ok: true, data: { failed: 0 } });
    const [child, other] = agent.store.rows('oosChildren');
    expect(child).toMatchObject({ syncStatus: 'synced', reviewState: 'received', reviewComment: null });
    const id = child.serverId as number;

    const marked = await review(`oos-children/${id}`, { state: 'has_issues', comment: 'lastName is misspelt' });
    expect(marked.statusCode).toBe(200);
    await waitFor(() => child.reviewState === 'has_issues', 5000, 'the record:review event');
    expect(child.reviewComment).toBe('lastName is misspelt');
    expect(publicRow(child)).toMatchObject({ reviewState: 'has_issues', reviewComment: 'lastName is misspelt' });

    agent.store.edit('oosChildren', child.localId, { lastName: 'Okonkwo' });
    expect(child.syncStatus).toBe('pending');
    const resent = await agent.syncNow();
    expect(resent).toMatchObject({ ok: true, data: { attempted: 1, synced: 1, failed: 0 } });
    expect(child).toMatchObject({ syncStatus: 'synced', reviewState: 'received', reviewComment: null });
    expect(await stored(id)).toMatchObject({ lastName: 'Okonkwo', reviewState: 'received', reviewComment: null });
    expect(other.reviewState).toBe('received');
  });

  it('a review made while the device is offline reaches it when it reconnects', async () => {
    const other = agent.store.rows('oosChildren')[1];
    agent.socket.disconnect();
    await waitFor(() => !agent.socket.connected, 2000, 'the agent to be offline');
    expect((await review(`oos-children/${other.serverId}`, { state: 'rejected', comment: 'Duplicate of another child' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.reviewState).toBe('received');
    agent.socket.connect();
    await agent.connected();
    await waitFor(() => other.reviewState === 'rejected', 5000, 'the pulled review');
    expect(other.reviewComment).toBe('Duplicate of another child');
  });
});
