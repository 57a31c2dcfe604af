/**
 * A deleted record leaves every read path at once: lists, its page, search, CSV and XLSX
 * exports, the dashboards, the public figures, the performance report, duplicate candidates, sync
 * verification, and the names other records show for it; a restore brings it back in each. Every
 * check is an actual request before the delete, after it and after the restore.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutiveDashboard } from '../../src/domain/dashboard';
import type { PerformanceReport } from '../../src/domain/performanceReport';
import type { SummaryAnswer } from '../../src/domain/publicData';
import { findCandidates } from '../../server/duplicates/candidates';
import { DUPLICATE_KINDS } from '../../server/duplicates/kinds';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { getJson } from './public.helpers';
import { binApi, EXECUTIVE_EXTRAS, MANAGE_ALL, type BinApi } from './records.bin.helpers';

let t: TestApp;
let officer: BinApi;
let collector: { id: number; token: string };

/** Seven households in Kano (so public counts are not suppressed); the first is the one deleted. */
const HEADS = ['Zainab Binvisible', 'Audu Kano', 'Bello Kano', 'Dauda Kano', 'Fati Kano', 'Garba Kano', 'Hadiza Kano'];
let household: number;
let school: number;
let learner: number;
const twins: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  officer = binApi(t.app, await tokenWith(t.app, [...MANAGE_ALL, ...EXECUTIVE_EXTRAS]));
  const account = await createUser(t.app, { role: 'collector' });
  collector = { id: account.id, token: await loginToken(t.app, account.email) };
  const ids: number[] = [];
  for (const head of HEADS)
    ids.push(await insertRow(t.app, 'households', { householdHead: head, state: 'kano', lga: 'dala', collectorId: collector.id, syncStatus: 'synced' }));
  household = ids[0];
  school = await insertRow(t.app, 'schools', { schoolName: 'Binvisible Tsangaya', typeOfSchool: 'Tsangaya', state: 'kano', lga: 'dala' });
  for (let i = 0; i < 6; i += 1) {
    const id = await insertRow(t.app, 'learners', { firstName: `Pupil${i}`, lastName: 'Kano', sex: 'Male', state: 'kano', lga: 'dala', schoolId: school });
    if (i === 0) learner = id;
  }
  for (let i = 0; i < 2; i += 1) {
    twins.push(
      await insertRow(t.app, 'outOfSchoolChildren', {
        firstName: 'Hauwa',
        lastName: 'Twinbin',
        sex: 'Female',
        age: 9,
        state: 'kano',
        lga: 'dala',
        householdId: ids[1],
      }),
    );
  }
});
afterAll(async () => t.close());

/** Runs `check(true)`, deletes the record, runs `check(false)`, restores it and runs `check(true)` again. */
async function beforeDuringAfter(path: string, id: number, check: (visible: boolean) => Promise<void>): Promise<void> {
  await check(true);
  const removed = await officer.remove(path, id, { reason: 'Read path test' });
  expect(removed.statusCode, removed.body).toBe(200);
  await check(false);
  const restored = await officer.restore(path, id);
  expect(restored.statusCode, restored.body).toBe(200);
  await check(true);
}

const households = async (filter: Record<string, unknown> = {}) =>
  (await officer.list('households', { filter, range: [0, 99] })).json().map((row: { id: number }) => row.id) as number[];

describe('a deleted household', () => {
  it('leaves the list (plain, filtered and searched) and its page', async () => {
    await beforeDuringAfter('households', household, async (visible) => {
      expect((await households()).includes(household)).toBe(visible);
      expect((await households({ q: 'zainab' })).includes(household)).toBe(visible);
      expect((await households({ state: 'kano', lga: 'dala' })).includes(household)).toBe(visible);
      const total = Number((await officer.list('households', { filter: { state: 'kano' } })).headers['content-range']?.toString().split('/')[1]);
      expect(total).toBe(visible ? HEADS.length : HEADS.length - 1);
      expect((await officer.get(`households/${household}`)).statusCode).toBe(visible ? 200 : 404);
    });
  });

  it('leaves the top bar search', async () => {
    await beforeDuringAfter('households', household, async (visible) => {
      const response = await officer.get('search?q=binvisible');
      expect(response.statusCode).toBe(200);
      const found = (response.json() as { data: { groups: { type: string; results: { id: number }[] }[] } }).data.groups.flatMap((group) =>
        group.results.map((r) => `${group.type}:${r.id}`),
      );
      expect(found.includes(`households:${household}`)).toBe(visible);
    });
  });

  it('leaves the CSV and XLSX exports', async () => {
    await beforeDuringAfter('households', household, async (visible) => {
      const csv = await officer.get('data/export/households');
      expect(csv.statusCode).toBe(200);
      expect(csv.body.includes('Zainab Binvisible')).toBe(visible);
      expect(csv.body.includes('Audu Kano')).toBe(true);
      const xlsx = await officer.get('data/export/households?format=xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
      expect(cells.includes('Zainab Binvisible')).toBe(visible);
    });
  });

  it('leaves the executive and collector dashboards at once', async () => {
    const collectorApi = binApi(t.app, collector.token);
    await beforeDuringAfter('households', household, async (visible) => {
      const executive = (await officer.get('dashboard/executive?state=kano')).json().data as ExecutiveDashboard;
      expect(executive.headline.households).toBe(visible ? HEADS.length : HEADS.length - 1);
      const own = (await collectorApi.get('dashboard/collector')).json().data as { byType: { type: string; total: number }[] };
      expect(own.byType.find((row) => row.type === 'households')?.total).toBe(visible ? HEADS.length : HEADS.length - 1);
    });
  });

  it('leaves the public figures at once', async () => {
    await beforeDuringAfter('households', household, async (visible) => {
      const summary = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
      expect(summary.data.totals.households).toBe(visible ? HEADS.length : HEADS.length - 1);
    });
  });

  it('leaves the performance report', async () => {
    await beforeDuringAfter('households', household, async (visible) => {
      const report = (await officer.get('reports/performance')).json().data as PerformanceReport;
      expect(report.totals.households).toBe(visible ? HEADS.length : HEADS.length - 1);
      expect(report.collectors.find((row) => row.collector?.id === collector.id)?.records.households).toBe(visible ? HEADS.length : HEADS.length - 1);
    });
  });

  it('no longer names itself on its children', async () => {
    const child = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Linked', householdId: household });
    await beforeDuringAfter('households', household, async (visible) => {
      const row = (await officer.get(`oos-children/${child}`)).json().data as { householdId: number | null; householdHead: string | null };
      expect(row.householdId).toBe(household);
      expect(row.householdHead).toBe(visible ? 'Zainab Binvisible' : null);
      const listed = (await officer.list('oos-children', { filter: { id: [child] } })).json()[0] as { householdHead: string | null };
      expect(listed.householdHead).toBe(visible ? 'Zainab Binvisible' : null);
    });
  });
});

describe('a deleted learning centre', () => {
  it('leaves its learners unnamed, and its type out of the public learners by centre type', async () => {
    const typeOf = async () => (await getJson<SummaryAnswer>(t.app, '/api/public/summary')).data.learnersBySchoolType;
    await beforeDuringAfter('schools', school, async (visible) => {
      const row = (await officer.get(`learners/${learner}`)).json().data as { schoolId: number | null; schoolName: string | null };
      expect(row.schoolName).toBe(visible ? 'Binvisible Tsangaya' : null);
      const csv = (await officer.get('data/export/learners')).body;
      expect(csv.includes('Binvisible Tsangaya')).toBe(visible);
      const byType = await typeOf();
      expect(byType.Tsangaya).toBe(visible ? 6 : 0);
      expect(byType.notRecorded).toBe(visible ? 0 : 6);
      const counts = (await officer.get(`schools/${school}`)).statusCode;
      expect(counts).toBe(visible ? 200 : 404);
    });
  });
});

describe('a deleted child', () => {
  it('is no candidate of its look-alike and leaves sync verification', async () => {
    const kind = DUPLICATE_KINDS.outOfSchoolChildren;
    const [kept, deleted] = twins;
    // The child pushed by the collector's device: verification says whether the server holds it.
    const push = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sync/push',
      headers: bearer(collector.token),
      payload: {
        records: [{ table: 'oosChildren', localUUID: 'bin-verify-0001', data: { firstName: 'Verify', lastName: 'Bin', state: 'kano', lga: 'dala' } }],
      },
    });
    const pushed = push.json().data[0].serverId as number;
    const verify = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/sync/verify',
          headers: bearer(collector.token),
          payload: { items: [{ table: 'oosChildren', localUUID: 'bin-verify-0001' }] },
        })
      ).json().data[0] as {
        exists: boolean;
      };
    await beforeDuringAfter('oos-children', deleted, async (visible) => {
      expect((await findCandidates(t.app.db, kind, kept)).map((c) => c.id).includes(deleted)).toBe(visible);
    });
    await beforeDuringAfter('oos-children', pushed, async (visible) => {
      expect((await verify()).exists).toBe(visible);
    });
  });
});
