/**
 * Ward import and lookups on the real national list (tests/fixtures/wards/README.md): 8,809 INEC
 * registration areas in 774 LGAs, plus a small real excerpt whose names repeat within an LGA.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'wards');
const NATIONAL = fs.readFileSync(path.join(FIXTURES, 'nigeria-wards.csv'), 'utf8');
const DUPLICATES = fs.readFileSync(path.join(FIXTURES, 'inec-2013-duplicates.csv'), 'utf8');
const NATIONAL_ROWS = 8809;
const IMPORT_URL = '/api/admin/locations/wards/import';

async function adminToken(t: TestApp) {
  return loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
}

function importCsv(t: TestApp, token: string | null, body: string | Buffer, as: 'csv' | 'json' = 'csv') {
  return t.app.inject({
    method: 'POST',
    url: IMPORT_URL,
    headers: { ...(token ? bearer(token) : {}), 'content-type': as === 'csv' ? 'text/csv; charset=utf-8' : 'application/json' },
    payload: as === 'csv' ? body : JSON.stringify({ csv: String(body) }),
  });
}

async function wards(t: TestApp, state: string, lga: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/locations/states/${encodeURIComponent(state)}/lgas/${encodeURIComponent(lga)}/wards` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { slug: string; name: string; state: string; lga: string; latitude: number | null }[];
}

describe('the national ward list', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(async () => t.close());

  it('imports all 8,809 wards into 774 LGAs of 37 states, with nothing rejected', async () => {
    const response = await importCsv(t, token, NATIONAL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { inserted: NATIONAL_ROWS, updated: 0, unchanged: 0, rejected: [] } });
    const counts = await sql<{ wards: number; lgas: number; states: number }>`
      select count(*)::int as wards, count(distinct (state, lga))::int as lgas, count(distinct state)::int as states from wards`.execute(t.app.db);
    expect(counts.rows[0]).toEqual({ wards: NATIONAL_ROWS, lgas: 774, states: 37 });
  });

  it('changes nothing when the same data comes again as BOM + CRLF text/csv or as JSON', async () => {
    const before = await t.app.db.selectFrom('wards').select(sql<string>`max(updated_at)::text`.as('last')).executeTakeFirstOrThrow();
    const variant = `\uFEFF${NATIONAL.replace(/\n/g, '\r\n')}`;
    for (const [body, as] of [[Buffer.from(variant, 'utf8'), 'csv'], [NATIONAL, 'json']] as const) {
      const response = await importCsv(t, token, body, as);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ inserted: 0, updated: 0, unchanged: NATIONAL_ROWS, rejected: [] });
    }
    const after = await t.app.db.selectFrom('wards').select(sql<string>`max(updated_at)::text`.as('last')).executeTakeFirstOrThrow();
    expect(after.last).toBe(before.last);
  });

  it('keeps quoted names with commas and quotes, slashes and roman numerals as names', async () => {
    const names = async (state: string, lga: string) => (await wards(t, state, lga)).map((w) => w.name);
    expect(await names('bauchi', 'bogoro')).toContain('BOGORO ""A""');
    expect(await names('Akwa Ibom', 'Ukanafun')).toContain('SOUTHERN AFAHA, ADAT IFANG 1');
    expect(await names('oyo', 'ibadan-north')).toContain('WARD IX, (N6B PART I)');
    expect(await names('osun', 'ifelodun')).toContain('STATION ROAD, IKIRUN');
    const bende = await wards(t, 'abia', 'bende');
    expect(bende.find((w) => w.name === 'AMANKALU/AKOLIUFU')?.slug).toBe('amankalu-akoliufu');
    expect(bende.find((w) => w.name === "IGBERE 'A'")?.slug).toBe('igbere-a');
    expect(await names('abia', 'aba-north')).toEqual(expect.arrayContaining(['OSUSU I', 'OSUSU II', 'OGBOR I', 'OGBOR II']));
  });

  it('answers the wards of an LGA by slug or name, and an empty list when nothing matches', async () => {
    const ikeja = await wards(t, 'lagos', 'ikeja');
    expect(ikeja.length).toBeGreaterThan(5);
    expect(ikeja.every((w) => w.state === 'lagos' && w.lga === 'ikeja')).toBe(true);
    expect(await wards(t, 'Lagos', 'IKEJA')).toEqual(ikeja);
    expect(await wards(t, 'FCT', 'Municipal')).toHaveLength(12);
    // Same LGA name, different states, different wards.
    expect((await wards(t, 'lagos', 'surulere')).map((w) => w.name)).toContain('IJESHATEDO');
    expect((await wards(t, 'oyo', 'surulere')).map((w) => w.name)).toContain('BAYA-OJE');
    expect((await wards(t, 'oyo', 'surulere')).map((w) => w.name)).not.toContain('IJESHATEDO');
    expect(await wards(t, 'lagos', 'gotham')).toEqual([]);
    expect(await wards(t, 'atlantis', 'ikeja')).toEqual([]);
  });

  it('imports good rows and reports unknown states, LGAs and bad coordinates by row number', async () => {
    const csv = [
      'state,lga,ward,latitude,longitude',
      'lagos,ikeja,ANIFOWOSHE/IKEJA,6.6018,3.3515',
      'Atlantis,Ikeja,Test ward A',
      'Lagos,Gotham,Test ward B',
      'lagos,ikeja,Test ward C,100,3',
      'lagos,ikeja,Test ward D (made up for this test)',
    ].join('\n');
    const response = await importCsv(t, token, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      inserted: 1,
      updated: 1,
      unchanged: 0,
      rejected: [
        { row: 3, reason: 'Unknown state "Atlantis".' },
        { row: 4, reason: 'Unknown LGA "Gotham" in Lagos.' },
        { row: 5, reason: 'Latitude "100" is not a number between -90 and 90.' },
      ],
    });
    const ikeja = await wards(t, 'lagos', 'ikeja');
    expect(ikeja.find((w) => w.name === 'ANIFOWOSHE/IKEJA')?.latitude).toBe(6.6018);
    expect(ikeja.map((w) => w.slug)).toContain('test-ward-d-made-up-for-this-test');
    // Coordinates left out keep the stored ones.
    const again = await importCsv(t, token, 'lagos,ikeja,ANIFOWOSHE/IKEJA\n');
    expect(again.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
  });

  it('writes an audit row with the counts for each import', async () => {
    const rows = await t.app.db
      .selectFrom('auditLogs')
      .select(['userId', 'action', 'changes'])
      .where('resource', '=', 'wards')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]).toMatchObject({ action: 'import', changes: { inserted: NATIONAL_ROWS, updated: 0, unchanged: 0, rejected: 0 } });
    expect(rows[0].userId).toEqual(expect.any(Number));
    expect(rows[1].changes).toMatchObject({ inserted: 0, unchanged: NATIONAL_ROWS });
  });

  it('refuses without a token (401) and without manage_data_import (403)', async () => {
    expect((await importCsv(t, null, 'lagos,ikeja,X\n')).statusCode).toBe(401);
    const executive = await createUser(t.app, { role: 'executive' });
    const response = await importCsv(t, await loginToken(t.app, executive.email), 'lagos,ikeja,X\n');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('answers 400 for an empty file, broken CSV or text that is not UTF-8, 413 over 5 MB', async () => {
    for (const body of ['', '\uFEFF\r\n', 'lagos,ikeja,"never closed\n', Buffer.from([0x6c, 0x61, 0xff, 0xfe, 0x0a])]) {
      const response = await importCsv(t, token, body);
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const tooLarge = await importCsv(t, token, `state,lga,ward\n${'lagos,ikeja,X\n'.repeat(400_000)}`);
    expect(tooLarge.statusCode).toBe(413);
    const wrongJson = await t.app.inject({ method: 'POST', url: IMPORT_URL, headers: bearer(token), payload: { file: 'x' } });
    expect(wrongJson.statusCode).toBe(400);
  });
});

describe('names repeated within an LGA (real INEC 2013 excerpt)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(async () => t.close());

  it('keeps every repeated name as its own ward, numbered in file order, and re-imports as unchanged', async () => {
    const first = await importCsv(t, token, DUPLICATES);
    expect(first.json().data).toEqual({ inserted: 63, updated: 0, unchanged: 0, rejected: [] });
    const ibeno = await wards(t, 'akwa-ibom', 'ibeno');
    expect(ibeno.map((w) => w.name)).toEqual(Array(10).fill('IBENO I'));
    expect(ibeno.map((w) => w.slug)).toEqual(['ibeno-i', ...Array.from({ length: 9 }, (_, i) => `ibeno-i-${i + 2}`)]);
    expect((await wards(t, 'adamawa', 'numan')).map((w) => w.slug)).toEqual([
      'bare', 'bolki', 'gamadio', 'imburu', 'kodomti', 'numan-i', 'numan-ii', 'numan-ii-2', 'sabon-pegi', 'vulpi',
    ]);
    expect((await wards(t, 'ebonyi', 'ikwo')).filter((w) => w.name === 'INYIMAGU')).toHaveLength(2);
    const second = await importCsv(t, token, DUPLICATES.replace(/\n/g, '\r\n'));
    expect(second.json().data).toEqual({ inserted: 0, updated: 0, unchanged: 63, rejected: [] });
  });
});

describe('public state and LGA lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists 37 states with zone and LGA count, and the LGAs of a state', async () => {
    const states = (await t.app.inject({ method: 'GET', url: '/api/locations/states' })).json().data;
    expect(states).toHaveLength(37);
    expect(states.find((s: { slug: string }) => s.slug === 'fct')).toEqual({
      slug: 'fct', name: 'Federal Capital Territory', zone: 'north-central', zoneName: 'North Central', lgaCount: 6,
    });
    expect(states.reduce((sum: number, s: { lgaCount: number }) => sum + s.lgaCount, 0)).toBe(774);
    const kano = (await t.app.inject({ method: 'GET', url: '/api/locations/states/kano/lgas' })).json().data;
    expect(kano).toHaveLength(44);
    expect(kano).toContainEqual({ state: 'kano', slug: 'nasarawa', name: 'Nasarawa' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/locations/states/atlantis/lgas' });
    expect(unknown.json()).toEqual({ data: [] });
    expect(await wards(t, 'lagos', 'ikeja')).toEqual([]);
  });
});
