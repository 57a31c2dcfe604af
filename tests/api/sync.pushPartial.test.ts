/**
 * A sync push of [good, bad, good] stores both good records and answers the bad one in its own
 * result: the device marks one row failed instead of retrying the whole batch forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../src/domain/inputRules';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let token: string;
let collectorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const collector = await createUser(t.app, { role: 'collector' });
  collectorId = collector.id;
  token = await loginToken(t.app, collector.email);
});

afterAll(async () => {
  await t?.close();
});

const push = (records: unknown[]) => t.app.inject({ method: 'POST', url: '/api/admin/sync/push', headers: bearer(token), payload: { records } });
const school = (localUUID: string, data: Record<string, unknown>) => ({ table: 'schools', localUUID, data });
const storedSchools = async () =>
  (await t.app.db.selectFrom('syncIngestions').select('localUuid').where('collectorId', '=', collectorId).orderBy('localUuid').execute()).map(
    (row) => row.localUuid,
  );

describe('sync push with one bad record among good ones', () => {
  it.each([
    ['a NUL character in a text', { schoolName: 'Bad\u0000School' }, 'schoolName', TEXT_MESSAGES.nul],
    ['a lone surrogate in a text', { schoolName: 'Bad\uD800School' }, 'schoolName', TEXT_MESSAGES.surrogate],
    ['a year beyond int4', { schoolName: 'Big year', yearEstablished: 2 ** 31 }, 'yearEstablished', 'Year established cannot be in the future'],
  ])('stores the good records and answers %s as failed with its message', async (_, badData, field, message) => {
    const tag = field + Math.random().toString(36).slice(2, 8);
    const response = await push([
      school(`good-a-${tag}`, { schoolName: 'Good A' }),
      school(`bad-b-${tag}`, badData),
      school(`good-c-${tag}`, { schoolName: 'Good C' }),
    ]);

    expect(response.statusCode).toBe(200);
    const outcomes = response.json().data as { localUUID: string; status: string; message?: string; errors?: Record<string, string> }[];
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1].errors?.[field]).toBe(message);
    expect(outcomes[1].message).toContain(field);
    expect(response.json().message).toBe('2 created, 0 already synced, 1 failed.');
    const stored = await storedSchools();
    expect(stored).toEqual(expect.arrayContaining([`good-a-${tag}`, `good-c-${tag}`]));
    expect(stored).not.toContain(`bad-b-${tag}`);
    const names = await t.app.db.selectFrom('schools').select('schoolName').where('collectorId', '=', collectorId).execute();
    expect(names.filter((row) => row.schoolName === badData.schoolName)).toEqual([]);
  });
});
