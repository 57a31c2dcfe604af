/**
 * The executive section over a small hand-made set of records, each figure checked against the
 * count it must give: the children grouped per LGA and then added up by state, reason, sex and
 * category; learners by sex and centre type from one read; the headline counts of one statement
 * (a type the user may not read answers null); records per week counted week by week, the edges
 * of a week and of the period included. Rows of an unfinished import count nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFilter } from '../../src/domain/dashboard';
import { executiveDashboard, weekStart } from '../../server/dashboard/executive';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

const ADMIN = { role: 'admin', permissions: ['*'] };
const NOW = new Date('2026-11-26T12:00:00Z');

let t: TestApp;
let pendingBatch: number;

const at = (iso: string) => new Date(iso);
const executive = (filter: DashboardFilter, subject = ADMIN) => executiveDashboard(t.app.db, subject, filter, NOW);

beforeAll(async () => {
  t = await createTestApp();
  pendingBatch = (await t.app.db.insertInto('pendingImports').values({ recordTable: 'oos_children' }).returning('id').executeTakeFirstOrThrow()).id;
  const child = (state: string, lga: string, sex: string, category: string, reason: string, createdAt: string, importBatchId?: number) =>
    insertRow(t.app, 'outOfSchoolChildren', { state, lga, sex, category, reason, createdAt: at(createdAt), importBatchId });
  const never = 'Never Attended School';
  await child('kano', 'Dala', 'Male', never, 'Poverty', '2024-03-04T00:00:00Z');
  await child('kano', 'Fagge', 'Male', never, 'Poverty', '2024-03-10T23:59:59.999Z');
  await child('kano', 'Dala', 'Female', 'Dropped Out', 'Distance', '2024-03-11T00:00:00Z');
  await child('kano', 'Dala', 'Female', 'Dropped Out', 'Distance', '2024-03-11T05:00:00Z');
  await child('lagos', 'Ikeja', 'Female', 'Dropped Out', 'Poverty', '2024-03-20T10:00:00Z');
  await child('kano', 'Dala', 'Male', never, 'Poverty', '2024-03-12T10:00:00Z', pendingBatch);

  const school = (state: string, typeOfSchool: string, createdAt: string, importBatchId?: number) =>
    insertRow(t.app, 'schools', { state, lga: state === 'kano' ? 'Dala' : 'Ikeja', typeOfSchool, createdAt: at(createdAt), importBatchId });
  const islamiyya = await school('kano', 'Islamiyya', '2024-03-05T10:00:00Z');
  const tsangaya = await school('lagos', 'Tsangaya', '2024-03-19T10:00:00Z');
  const unpublished = await school('kano', 'Almajiri', '2024-03-12T10:00:00Z', pendingBatch);

  const learner = (state: string, lga: string, sex: string, schoolId: number | null, createdAt: string, importBatchId?: number) =>
    insertRow(t.app, 'learners', { state, lga, sex, schoolId, createdAt: at(createdAt), importBatchId });
  await learner('kano', 'Dala', 'Male', islamiyya, '2024-03-06T10:00:00Z');
  await learner('kano', 'Fagge', 'Male', islamiyya, '2024-03-13T10:00:00Z');
  await learner('lagos', 'Ikeja', 'Female', tsangaya, '2024-03-20T10:00:00Z');
  await learner('kano', 'Dala', 'Female', unpublished, '2024-03-07T10:00:00Z');
  await learner('kano', 'Dala', 'Female', null, '2024-03-07T11:00:00Z');
  await learner('kano', 'Dala', 'Male', islamiyya, '2024-03-08T10:00:00Z', pendingBatch);

  await insertRow(t.app, 'households', { state: 'kano', lga: 'Dala', createdAt: at('2024-03-05T12:00:00Z') });
}, 60_000);
afterAll(async () => t.close());

describe('children, learners and headline counts', () => {
  it('adds the children up by state, reason, sex and category across LGAs, for all states, a state and an LGA', async () => {
    const all = await executive({});
    expect(all.headline.outOfSchool).toEqual({ male: 2, female: 3, total: 5, neverAttended: 2, droppedOut: 3 });
    expect(all.outOfSchoolByState).toEqual([
      { key: 'kano', total: 4 },
      { key: 'lagos', total: 1 },
    ]);
    expect(all.outOfSchoolByReason).toEqual([
      { key: 'Poverty', total: 3 },
      { key: 'Distance', total: 2 },
    ]);
    const kano = await executive({ state: 'kano' });
    expect(kano.outOfSchoolByState).toEqual([{ key: 'kano', total: 4 }]);
    expect(kano.outOfSchoolByReason).toEqual([
      { key: 'Distance', total: 2 },
      { key: 'Poverty', total: 2 },
    ]);
    const dala = await executive({ state: 'kano', lga: 'Dala' });
    expect(dala.headline.outOfSchool).toEqual({ male: 1, female: 2, total: 3, neverAttended: 1, droppedOut: 2 });
  });

  it('counts learners by sex and by centre type; a centre of an unfinished import or none is no type', async () => {
    const all = await executive({});
    expect(all.headline.learners).toEqual({ male: 2, female: 3, total: 5 });
    expect(all.learnersByCentreType).toEqual([
      { key: null, total: 2 },
      { key: 'Islamiyya', total: 2 },
      { key: 'Tsangaya', total: 1 },
    ]);
    const kano = await executive({ state: 'kano', from: '2024-03-07', to: '2024-03-13' });
    expect(kano.headline.learners).toEqual({ male: 1, female: 2, total: 3 });
    expect(kano.learnersByCentreType).toEqual([
      { key: null, total: 2 },
      { key: 'Islamiyya', total: 1 },
    ]);
  });

  it('answers the headline counts of the types the user reads, and null for the others', async () => {
    const all = await executive({});
    expect(all.headline).toMatchObject({ schools: 2, households: 1, communities: 0 });
    const learnersOnly = await executive({}, { role: 'analyst', permissions: ['executive_dashboard', 'read_learners'] });
    expect(learnersOnly.headline).toMatchObject({ schools: null, households: null, communities: null, outOfSchool: null });
    expect(learnersOnly.headline.learners).toEqual({ male: 2, female: 3, total: 5 });
    expect(learnersOnly.learnersByCentreType).toBeNull();
    const householdsOnly = await executive({}, { role: 'analyst', permissions: ['executive_dashboard', 'read_households'] });
    expect(householdsOnly.headline).toMatchObject({ schools: null, households: 1, communities: null, learners: null });
  });
});

describe('records per week', () => {
  it('counts each week from Monday 00:00 to Sunday 23:59:59.999 (UTC), every readable type added up', async () => {
    const data = await executive({ from: '2024-03-04', to: '2024-03-24' });
    expect(data.perWeek).toEqual([
      { week: '2024-03-04', total: 7 },
      { week: '2024-03-11', total: 3 },
      { week: '2024-03-18', total: 3 },
    ]);
    const childrenOnly = await executive(
      { from: '2024-03-04', to: '2024-03-24' },
      { role: 'analyst', permissions: ['executive_dashboard', 'read_out_of_school_learners'] },
    );
    expect(childrenOnly.perWeek.map((week) => week.total)).toEqual([2, 2, 1]);
  });

  it('keeps to the period within a week: its first and last days cut their weeks', async () => {
    const data = await executive({ from: '2024-03-05', to: '2024-03-11' });
    expect(data.perWeek).toEqual([
      { week: '2024-03-04', total: 6 },
      { week: '2024-03-11', total: 2 },
    ]);
  });

  it('without a period, lists the 12 weeks up to the newest record, the empty ones as 0', async () => {
    const data = await executive({ state: 'kano' });
    expect(data.perWeek).toHaveLength(12);
    expect(data.perWeek[0].week).toBe('2023-12-25');
    expect(data.perWeek.slice(-2)).toEqual([
      { week: '2024-03-04', total: 7 },
      { week: '2024-03-11', total: 3 },
    ]);
    expect(data.perWeek.slice(0, -2).every((week) => week.total === 0)).toBe(true);
  });

  it('lists the latest 156 weeks of a longer period, counting the first of them and nothing before it', async () => {
    const first = weekStart(at('2024-03-18T00:00:00Z'), 155);
    const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 1);
    const ids = [
      await insertRow(t.app, 'outOfSchoolChildren', { state: 'oyo', lga: 'Ibadan North', createdAt: at(`${first}T00:00:00Z`) }),
      await insertRow(t.app, 'outOfSchoolChildren', { state: 'oyo', lga: 'Ibadan North', createdAt: dayBefore }),
    ];
    try {
      const data = await executive({ state: 'oyo', from: '2019-01-01', to: '2024-03-24' });
      expect(data.perWeek).toHaveLength(156);
      expect(data.perWeek[0]).toEqual({ week: first, total: 1 });
      expect(data.perWeek.at(-1)?.week).toBe('2024-03-18');
      expect(data.perWeek.reduce((sum, week) => sum + week.total, 0)).toBe(1);
    } finally {
      await t.app.db.deleteFrom('oosChildren').where('id', 'in', ids).execute();
    }
  });
});
