/**
 * Merges that never deadlock: three look-alike children (pairs AB, AC, BC) all merged
 * at once, 20 times: never a 500, every refusal a 409 saying the pair changed, and exactly one
 * survivor each time with the other two in merged_records, their merges leading to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { survivorOf } from '../../server/sync/gone';
import { createUser, loginToken } from '../helpers/fixtures';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addPair, CHILDREN, resolveAs } from './duplicates.helpers';

const RUNS = 20;

let t: TestApp;
let adminToken: string;
let supervisorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
  supervisorToken = await loginToken(t.app, (await createUser(t.app, { role: 'supervisor' })).email);
});
afterAll(async () => t?.close());

async function lookAlikes(run: number): Promise<number[]> {
  const base = { state: 'kano', lga: 'dala', sex: 'Male', lastName: `Concurrent${run}`, age: 10 };
  return [
    await insertRow(t.app, 'outOfSchoolChildren', { ...base, firstName: 'Yakubu' }),
    await insertRow(t.app, 'outOfSchoolChildren', { ...base, firstName: 'Yakub' }),
    await insertRow(t.app, 'outOfSchoolChildren', { ...base, firstName: 'Yaqubu' }),
  ];
}

describe('three overlapping merges at once', () => {
  it(`finish with one survivor and 409s, never a 500 (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const [a, b, c] = await lookAlikes(run);
      const pairs = [await addPair(t.app, a, b), await addPair(t.app, a, c), await addPair(t.app, b, c)];
      const tokens = [adminToken, supervisorToken, adminToken];
      const answers = await Promise.all(pairs.map((pair, i) => resolveAs(t.app, tokens[i], pair, { action: 'merge' })));

      const codes = answers.map((answer) => answer.statusCode);
      expect(
        codes.every((code) => code === 200 || code === 409),
        `run ${run}: ${answers.map((x) => x.body).join(' | ')}`,
      ).toBe(true);
      for (const refused of answers.filter((answer) => answer.statusCode === 409))
        expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/pair changed/) });
      expect(codes.filter((code) => code === 200)).toHaveLength(2);

      const left = await t.app.db.selectFrom('oosChildren').select('id').where('id', 'in', [a, b, c]).execute();
      expect(left, `run ${run}`).toHaveLength(1);
      const survivor = left[0].id;
      const gone = [a, b, c].filter((id) => id !== survivor);
      const copies = await t.app.db
        .selectFrom('mergedRecords')
        .select('recordId')
        .where('resource', '=', CHILDREN.resource)
        .where('recordId', 'in', gone)
        .execute();
      expect(copies.map((copy) => copy.recordId).sort((x, y) => x - y)).toEqual(gone);
      for (const id of gone) expect(await survivorOf(t.app.db, CHILDREN.def, id)).toBe(survivor);
    }
  });
});
