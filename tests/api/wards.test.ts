/**
 * The ward list on the real national data (server/locations/data/README.md): INEC's 8,809
 * registration areas in 774 LGAs ship with the product and are loaded on first start; an admin
 * uploads a CSV, sees a dry run, then applies it in one transaction. Plus a small real excerpt
 * whose names repeat within an LGA (tests/fixtures/wards/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_WARDS_FILE } from '../../server/locations/reference';
import { wardsOf } from '../../server/locations/wards';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

const NATIONAL = fs.readFileSync(REFERENCE_WARDS_FILE, 'utf8');
const DUPLICATES = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'wards', 'inec-2013-duplicates.csv'), 'utf8');
const NATIONAL_ROWS = 8809;
const IMPORT_URL = '/api/admin/locations/wards/import';
const DRY_RUN_URL = '/api/admin/locations/wards/dry-run';
const DALA = ['Adakawa', 'Bakin Ruwa', 'Dala', 'Dogon Nama', 'Gobirawa', 'Gwammaja', 'Kabuwaya', 'Kantudu', 'Kofar Mazugal', 'Kofar Ruwa', 'Madigawa', 'Yalwa'];
const NOTHING = { added: 0, renamed: 0, relocated: 0, unchanged: 0, rejected: [], addedRows: [], renamedRows: [] };

async function adminToken(t: TestApp) {
  return loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
}

function upload(t: TestApp, token: string | null, body: string | Buffer, as: 'csv' | 'json' = 'csv', url = IMPORT_URL) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': as === 'csv' ? 'text/csv; charset=utf-8' : 'application/json' },
    payload: as === 'csv' ? body : JSON.stringify({ csv: String(body) }),
  });
}

async function wards(t: TestApp, state: string, lga: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/locations/states/${encodeURIComponent(state)}/lgas/${encodeURIComponent(lga)}/wards` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { slug: string; name: string; state: string; lga: string; latitude: number | null }[];
}

const wardTable = (t: TestApp) =>
  t.app.db.selectFrom('wards').select(['state', 'lga', 'slug', 'name', 'latitude', 'longitude', 'updatedAt']).orderBy('id').execute();
const auditCount = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLogs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('resource', '=', 'wards')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the shipped ward list on a fresh database', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(async () => t.close());

  it('holds all 8,809 INEC wards in 774 LGAs of 37 states, recorded as loaded once', async () => {
    const counts = await sql<{ wards: number; lgas: number; states: number }>`
      select count(*)::int as wards, count(distinct (state, lga))::int as lgas, count(distinct state)::int as states from wards`.execute(t.app.db);
    expect(counts.rows[0]).toEqual({ wards: NATIONAL_ROWS, lgas: 774, states: 37 });
    const loads = await t.app.db.selectFrom('referenceDataLoads').select(['dataset', 'rows']).execute();
    expect(loads).toEqual([{ dataset: 'inec-wards', rows: NATIONAL_ROWS }]);
  });

  it('answers Kano → Dala with its INEC wards, from the helper and from GET', async () => {
    const dala = await wards(t, 'kano', 'dala');
    expect(dala.map((w) => w.name)).toEqual(DALA);
    expect(dala.map((w) => w.slug)).toContain('kofar-mazugal');
    expect(dala.every((w) => w.state === 'kano' && w.lga === 'dala')).toBe(true);
    expect((await wardsOf(t.app.db, 'Kano', 'Dala')).map((w) => w.name)).toEqual(DALA);
  });

  it('gives display names, keeping roman numerals, codes and quotes, and the stable slugs', async () => {
    const names = async (state: string, lga: string) => (await wards(t, state, lga)).map((w) => w.name);
    expect(await names('bauchi', 'bogoro')).toContain('Bogoro "A"');
    expect(await names('Akwa Ibom', 'Ukanafun')).toContain('Southern Afaha, Adat Ifang 1');
    expect(await names('akwa-ibom', 'ibeno')).toEqual(expect.arrayContaining(['Ibeno 1V', 'Ibeno V11']));
    expect(await names('oyo', 'ibadan-north')).toContain('Ward IX, (N6B Part I)');
    expect(await names('osun', 'ifelodun')).toContain('Station Road, Ikirun');
    const bende = await wards(t, 'abia', 'bende');
    expect(bende.find((w) => w.name === 'Amankalu/Akoliufu')?.slug).toBe('amankalu-akoliufu');
    expect(bende.find((w) => w.name === "Igbere 'A'")?.slug).toBe('igbere-a');
    expect(await names('abia', 'aba-north')).toEqual(expect.arrayContaining(['Osusu I', 'Osusu II', 'Ogbor I', 'Ogbor II']));
  });

  it('answers the wards of an LGA by slug or name, and an empty list when nothing matches', async () => {
    const ikeja = await wards(t, 'lagos', 'ikeja');
    expect(ikeja.length).toBeGreaterThan(5);
    expect(await wards(t, 'Lagos', 'IKEJA')).toEqual(ikeja);
    expect(await wards(t, 'FCT', 'Municipal')).toHaveLength(12);
    // Same LGA name, different states, different wards.
    expect((await wards(t, 'lagos', 'surulere')).map((w) => w.name)).toContain('Ijeshatedo');
    expect((await wards(t, 'oyo', 'surulere')).map((w) => w.name)).toContain('Baya-Oje');
    expect((await wards(t, 'oyo', 'surulere')).map((w) => w.name)).not.toContain('Ijeshatedo');
    expect(await wards(t, 'lagos', 'gotham')).toEqual([]);
    expect(await wards(t, 'atlantis', 'ikeja')).toEqual([]);
  });

  it('finds the shipped file unchanged, in dry run and import alike, as BOM + CRLF text/csv or as JSON', async () => {
    const before = await wardTable(t);
    const variant = `\uFEFF${NATIONAL.replace(/\n/g, '\r\n')}`;
    for (const url of [DRY_RUN_URL, IMPORT_URL]) {
      for (const [body, as] of [
        [Buffer.from(variant, 'utf8'), 'csv'],
        [NATIONAL, 'json'],
      ] as const) {
        const response = await upload(t, token, body, as, url);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual({ ...NOTHING, unchanged: NATIONAL_ROWS });
      }
    }
    expect(await wardTable(t)).toEqual(before);
  });
});

describe('the ward list upload: dry run, then apply in one transaction', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(async () => t.close());

  const csv = [
    'state,lga,ward,latitude,longitude',
    'KANO,DALA,YALWA',
    'kano,dala,Kofar-Mazugal',
    'kano,dala,DALA,12.0015,8.5152',
    'kano,dala,Sabuwar Unguwa (made up for this test)',
    'Atlantis,Dala,Test ward A',
    'Kano,Gotham,Test ward B',
    'kano,dala,Test ward C,100,3',
  ].join('\n');
  const expected = {
    added: 1,
    renamed: 1,
    relocated: 1,
    unchanged: 1,
    rejected: [
      { row: 6, reason: 'Unknown state "Atlantis".' },
      { row: 7, reason: 'Unknown LGA "Gotham" in Kano.' },
      { row: 8, reason: 'Latitude "100" is not a number between -90 and 90.' },
    ],
    addedRows: [{ row: 5, state: 'kano', lga: 'dala', slug: 'sabuwar-unguwa-made-up-for-this-test', name: 'Sabuwar Unguwa (made up for this test)' }],
    renamedRows: [{ row: 3, state: 'kano', lga: 'dala', slug: 'kofar-mazugal', name: 'Kofar-Mazugal', previousName: 'Kofar Mazugal' }],
  };

  it('answers the dry run with added, renamed, unchanged and rejected rows, and writes nothing', async () => {
    const before = await wardTable(t);
    const audits = await auditCount(t);
    const response = await upload(t, token, csv, 'csv', DRY_RUN_URL);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expected);
    expect(await wardTable(t)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('applies the same plan, audited with its counts', async () => {
    const response = await upload(t, token, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expected);
    const dala = await wards(t, 'kano', 'dala');
    expect(dala.map((w) => w.name)).toEqual([...DALA.map((n) => (n === 'Kofar Mazugal' ? 'Kofar-Mazugal' : n)), 'Sabuwar Unguwa (made up for this test)']);
    expect(dala.find((w) => w.slug === 'dala')).toMatchObject({ latitude: 12.0015 });
    const audit = await t.app.db
      .selectFrom('auditLogs')
      .select(['userId', 'action', 'changes'])
      .where('resource', '=', 'wards')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'import', userId: expect.any(Number), changes: { added: 1, renamed: 1, relocated: 1, unchanged: 1, rejected: 3 } });
    // Coordinates left out keep the stored ones.
    const again = await upload(t, token, 'kano,dala,DALA\n');
    expect(again.json().data).toMatchObject({ added: 0, renamed: 0, relocated: 0, unchanged: 1 });
  });

  it('leaves the list as it was when the import fails half-way, with no audit row', async () => {
    // A trigger makes the database refuse one ward of the second batch of 200.
    await sql`create function refuse_ward() returns trigger language plpgsql as $$
      begin if new.slug = 'failing-ward' then raise exception 'refused for the test'; end if; return new; end $$`.execute(t.app.db);
    await sql`create trigger refuse_ward before insert on wards for each row execute function refuse_ward()`.execute(t.app.db);
    try {
      const before = await wardTable(t);
      const audits = await auditCount(t);
      const rows = Array.from({ length: 300 }, (_, i) => `kano,fagge,Batch ward ${i + 1}`);
      rows.splice(250, 0, 'kano,fagge,Failing ward');
      const response = await upload(t, token, ['state,lga,ward', 'kano,dala,Kofar Mazugal', ...rows].join('\n'));
      expect(response.statusCode).toBe(500);
      expect(await wardTable(t)).toEqual(before);
      expect(await auditCount(t)).toBe(audits);
    } finally {
      await sql`drop trigger refuse_ward on wards`.execute(t.app.db);
      await sql`drop function refuse_ward()`.execute(t.app.db);
    }
  });

  it('refuses without a token (401) and without manage_data_import (403)', async () => {
    const executive = await createUser(t.app, { role: 'executive' });
    const executiveToken = await loginToken(t.app, executive.email);
    for (const url of [DRY_RUN_URL, IMPORT_URL]) {
      expect((await upload(t, null, 'lagos,ikeja,X\n', 'csv', url)).statusCode).toBe(401);
      const response = await upload(t, executiveToken, 'lagos,ikeja,X\n', 'csv', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 400 for an empty file, broken CSV or text that is not UTF-8, 413 over 5 MB, writing nothing', async () => {
    const before = await wardTable(t);
    for (const url of [DRY_RUN_URL, IMPORT_URL]) {
      for (const body of ['', '\uFEFF\r\n', 'lagos,ikeja,"never closed\n', Buffer.from([0x6c, 0x61, 0xff, 0xfe, 0x0a])]) {
        const response = await upload(t, token, body, 'csv', url);
        expect(response.statusCode, `${url} ${String(body)}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      }
      const tooLarge = await upload(t, token, `state,lga,ward\n${'lagos,ikeja,X\n'.repeat(400_000)}`, 'csv', url);
      expect(tooLarge.statusCode).toBe(413);
      const wrongJson = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { file: 'x' } });
      expect(wrongJson.statusCode).toBe(400);
    }
    expect(await wardTable(t)).toEqual(before);
  });
});

describe('names repeated within an LGA (real INEC 2013 excerpt)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    // Replace the shipped lists of those five LGAs by the 2013 ones.
    await sql`delete from wards where (state, lga) in (('adamawa','numan'),('akwa-ibom','ibeno'),('ebonyi','abakaliki'),('ebonyi','ikwo'),('jigawa','yankwashi'))`.execute(
      t.app.db,
    );
  });
  afterAll(async () => t.close());

  it('keeps every repeated name as its own ward, numbered in file order, and re-imports as unchanged', async () => {
    const first = await upload(t, token, DUPLICATES);
    expect(first.json().data).toMatchObject({ added: 63, renamed: 0, relocated: 0, unchanged: 0, rejected: [] });
    const ibeno = await wards(t, 'akwa-ibom', 'ibeno');
    expect(ibeno.map((w) => w.name)).toEqual(Array(10).fill('Ibeno I'));
    expect(ibeno.map((w) => w.slug)).toEqual(['ibeno-i', ...Array.from({ length: 9 }, (_, i) => `ibeno-i-${i + 2}`)]);
    expect((await wards(t, 'adamawa', 'numan')).map((w) => w.slug)).toEqual([
      'bare',
      'bolki',
      'gamadio',
      'imburu',
      'kodomti',
      'numan-i',
      'numan-ii',
      'numan-ii-2',
      'sabon-pegi',
      'vulpi',
    ]);
    expect((await wards(t, 'ebonyi', 'ikwo')).filter((w) => w.name === 'Inyimagu')).toHaveLength(2);
    const second = await upload(t, token, DUPLICATES.replace(/\n/g, '\r\n'));
    expect(second.json().data).toEqual({ ...NOTHING, unchanged: 63 });
  });
});
