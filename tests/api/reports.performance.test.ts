/** The performance report: records per collector, type, state and day in a period, equal to SQL counts; guarded. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformanceReport } from '../../src/domain/performanceReport';
import { createUser } from '../helpers/fixtures';
import { insertRow, recordsApi, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let reader: ReturnType<typeof recordsApi>;
let amina: { id: number; email: string };
let bala: { id: number; email: string };

const at = (day: string) => ({ createdAt: `${day}T10:00:00Z`, updatedAt: `${day}T10:00:00Z` });

beforeAll(async () => {
  t = await createTestApp();
  amina = await createUser(t.app, { role: 'collector', fullName: 'Amina Bello' });
  bala = await createUser(t.app, { role: 'collector', fullName: 'Bala Idris' });
  // Amina: 3 children and a household in kano, 1 school in jigawa; Bala: 2 learners in kano; 1 school with no collector.
  for (const day of ['2026-03-01', '2026-03-01', '2026-03-05'])
    await insertRow(t.app, 'outOfSchoolChildren', { collectorId: amina.id, state: 'kano', ...at(day) });
  await insertRow(t.app, 'households', { collectorId: amina.id, state: 'kano', ...at('2026-03-05') });
  await insertRow(t.app, 'schools', { collectorId: amina.id, state: 'jigawa', schoolName: 'A', ...at('2026-02-20') });
  for (const day of ['2026-03-02', '2026-03-09']) await insertRow(t.app, 'learners', { collectorId: bala.id, state: 'kano', ...at(day) });
  await insertRow(t.app, 'schools', { collectorId: null, state: 'lagos', schoolName: 'Office', ...at('2026-03-03') });
  reader = recordsApi(t.app, await tokenWith(t.app, ['read_reports']));
});
afterAll(async () => t.close());

const report = async (query = '') => {
  const response = await reader.get(`reports/performance${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PerformanceReport }).data;
};

describe('GET /api/admin/reports/performance', () => {
  it('needs read_reports or manage_reports', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/performance' })).statusCode).toBe(401);
    const other = recordsApi(t.app, await tokenWith(t.app, ['read_users', 'read_out_of_school_learners']));
    expect((await other.get('reports/performance')).statusCode).toBe(403);
    expect((await recordsApi(t.app, await tokenWith(t.app, ['manage_reports'])).get('reports/performance')).statusCode).toBe(200);
  });

  it('all time: every collector with counts by type and states, busiest first, totals equal to SQL counts', async () => {
    const data = await report();
    expect(data.period).toEqual({ from: null, to: null });
    expect(data.collectors.map((c) => c.collector?.email ?? null)).toEqual([amina.email, bala.email, null]);
    const [first, second, office] = data.collectors;
    expect(first.records).toEqual({ schools: 1, learners: 0, staff: 0, communities: 0, households: 1, outOfSchoolChildren: 3, total: 5 });
    expect(first.states).toEqual(['kano', 'jigawa']);
    expect(first.firstRecordAt).toBe('2026-02-20T10:00:00.000Z');
    expect(first.lastRecordAt).toBe('2026-03-05T10:00:00.000Z');
    expect(first.collector).toMatchObject({ fullName: 'Amina Bello', isActive: true });
    expect(second.records.learners).toBe(2);
    expect(office).toMatchObject({ collector: null, states: ['lagos'], records: { schools: 1, total: 1 } });
    const { rows } = await sql<{
      n: number | string;
    }>`select (select count(*) from schools) + (select count(*) from learners) + (select count(*) from staff) + (select count(*) from communities) + (select count(*) from households) + (select count(*) from oos_children) as n`.execute(
      t.app.db,
    );
    expect(data.totals.total).toBe(Number(rows[0].n));
    expect(data.totals.collectors).toBe(2);
    expect(data.byDay).toEqual([
      { date: '2026-02-20', total: 1 },
      { date: '2026-03-01', total: 2 },
      { date: '2026-03-02', total: 1 },
      { date: '2026-03-03', total: 1 },
      { date: '2026-03-05', total: 2 },
      { date: '2026-03-09', total: 1 },
    ]);
  });

  it('a period includes both days; a state keeps only its records', async () => {
    const march = await report('?from=2026-03-01&to=2026-03-05');
    expect(march.totals.total).toBe(6);
    expect(march.collectors.find((c) => c.collector?.id === amina.id)?.records.total).toBe(4);
    expect(march.collectors.find((c) => c.collector?.id === bala.id)?.records.total).toBe(1);
    const kano = await report('?state=kano&from=2026-03-05');
    expect(kano.state).toBe('kano');
    expect(kano.collectors.map((c) => [c.collector?.id, c.records.total])).toEqual([
      [amina.id, 2],
      [bala.id, 1],
    ]);
  });

  it('answers 400 for a bad date, a reversed period, an unknown state or parameter', async () => {
    expect((await reader.get('reports/performance?from=01-03-2026')).statusCode).toBe(400);
    expect((await reader.get('reports/performance?from=2026-03-05&to=2026-03-01')).json()).toMatchObject({
      message: 'The period must not end before it starts.',
    });
    expect((await reader.get('reports/performance?state=atlantis')).json()).toMatchObject({
      message: 'Unknown state "atlantis". Use a state slug such as kano.',
    });
    expect((await reader.get('reports/performance?collector=1')).statusCode).toBe(400);
  });
});
