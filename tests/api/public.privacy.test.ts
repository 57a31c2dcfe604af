/**
 * No public answer exposes a person: no name, phone, NIN, address, coordinates of a child or
 * household, nor the id or uuid of a child, household or learner, and no key that would carry one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemoProgrammes } from '../../seed/programmes';
import { seedRecords } from '../../seed/records';
import { bearer } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { everyPublicAnswer } from './public.helpers';

const FORBIDDEN_KEYS = [
  'firstName',
  'lastName',
  'middleName',
  'fullName',
  'householdHead',
  'guardianName',
  'guardianPhone',
  'nin',
  'phone',
  'phoneNumber',
  'email',
  'address',
  'landmark',
  'latitude',
  'longitude',
  'dateOfBirth',
  'householdId',
  'communityId',
  'schoolId',
  'uuid',
  'collectorId',
  'createdBy',
  'updatedBy',
  'focalPersonName',
  'personResponsibleName',
];

let t: TestApp;
let answers: Record<string, string>;
let programmeIds: number[];
const referenceIds = new Set<number>();

/** Every string value and every key of a JSON answer. */
function walk(value: unknown, strings: string[], keys: [string, unknown][]): void {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, strings, keys));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      keys.push([key, v]);
      walk(v, strings, keys);
    }
  }
}

async function sensitiveValues(): Promise<{ texts: string[]; words: string[]; numbers: string[] }> {
  const rows = await sql<Record<string, string | number | null>>`
    select first_name as a, last_name as b, middle_name as c, nin as d, phone as e, address as f, landmark as g,
           latitude::text as lat, longitude::text as lon, uuid as u from oos_children
    union all select household_head, null, null, null, phone, address, null, null, null, uuid from households
    union all select first_name, last_name, middle_name, null, phone, guardian_name, guardian_phone, null, null, uuid from learners
    union all select full_name, null, null, null, phone, email, null, null, null, uuid from staff`.execute(t.app.db);
  const texts = new Set<string>();
  const words = new Set<string>();
  const numbers = new Set<string>();
  for (const row of rows.rows) {
    for (const key of ['a', 'b', 'c'])
      if (row[key])
        String(row[key])
          .split(/\s+/)
          .forEach((w) => w.length > 2 && words.add(w));
    for (const key of ['d', 'e', 'f', 'g', 'u']) if (row[key]) texts.add(String(row[key]));
    for (const key of ['lat', 'lon']) if (row[key] && /\.\d{3,}/.test(String(row[key]))) numbers.add(String(row[key]));
  }
  return { texts: [...texts], words: [...words], numbers: [...numbers] };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedRecords(t.app.db, {
    scale: { schools: 12, learners: 80, staff: 20, communities: 15, households: 60, oosChildren: 150 },
    seed: 7,
    collectorId: null,
  });
  expect(await seedDemoProgrammes(t.app.db)).toBe(4);
  // A child and household with unmistakable values, in a state covered by a programme.
  const household = await insertRow(t.app, 'households', {
    householdHead: 'Zebulon Quarterman',
    phone: '08099887766',
    address: '17 Quillfeather Close, Gusau',
    state: 'zamfara',
  });
  await insertRow(t.app, 'outOfSchoolChildren', {
    firstName: 'Xanthippe',
    lastName: 'Okonkwo-Vandersloot',
    nin: '98765432109',
    phone: '07011223344',
    address: '3 Marigold Lane, Gusau',
    landmark: 'Beside the blue water tank',
    latitude: 12.163789,
    longitude: 6.664321,
    sex: 'Female',
    age: 9,
    category: 'Dropped Out',
    reason: 'Distance',
    state: 'zamfara',
    householdId: household,
  });
  const token = await tokenWith(t.app, ['manage_reports']);
  programmeIds = [];
  for (const [title, states] of [
    ['Zamfara girls enrolment drive', ['zamfara']],
    ['Almajiri integration pilot', ['kano', 'zamfara', 'sokoto']],
  ] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programmes',
      headers: bearer(token),
      payload: { title, summary: 'A programme.', status: 'active', states, partners: [{ name: 'UBEC' }] },
    });
    programmeIds.push(created.json().data.id);
    await t.app.inject({ method: 'POST', url: `/api/admin/programmes/${created.json().data.id}/publish`, headers: bearer(token) });
  }
  const demo = await t.app.db
    .selectFrom('programmes')
    .select('id')
    .where('published', '=', true)
    .where('id', 'not in', [...programmeIds])
    .execute();
  programmeIds.push(...demo.map((p) => p.id));
  const refs = await t.app.db.selectFrom('referenceIndicators').select('id').execute();
  refs.forEach((r) => referenceIds.add(r.id));
  answers = await everyPublicAnswer(t.app, [...programmeIds, 'zamfara-girls-enrolment-drive']);
});
afterAll(async () => t.close());

describe('public answers expose no person', () => {
  it('no key that would carry personal data', () => {
    for (const [url, body] of Object.entries(answers)) {
      const keys: [string, unknown][] = [];
      walk(JSON.parse(body), [], keys);
      const found = keys.map(([k]) => k).filter((k) => FORBIDDEN_KEYS.includes(k));
      expect(found, url).toEqual([]);
    }
  });

  it('ids are slugs, programme ids or reference figure ids only, never a record id', () => {
    for (const [url, body] of Object.entries(answers)) {
      const keys: [string, unknown][] = [];
      walk(JSON.parse(body), [], keys);
      for (const [, value] of keys.filter(([k]) => k === 'id')) {
        const allowed = typeof value === 'string' || programmeIds.includes(value as number) || referenceIds.has(value as number);
        expect(allowed, `${url}: id ${String(value)}`).toBe(true);
      }
    }
  });

  it('no seeded name, phone, NIN, address, landmark, uuid or coordinate appears in any answer', async () => {
    const { texts, words, numbers } = await sensitiveValues();
    expect(texts).toContain('98765432109');
    expect(words).toContain('Xanthippe');
    expect(numbers).toContain('12.163789');
    for (const [url, body] of Object.entries(answers)) {
      const strings: string[] = [];
      walk(JSON.parse(body), strings, []);
      const answerWords = new Set(strings.flatMap((s) => s.split(/[^\p{L}'-]+/u)));
      expect(
        words.filter((w) => answerWords.has(w)),
        `${url}: names`,
      ).toEqual([]);
      expect(
        texts.filter((v) => body.includes(v)),
        `${url}: phones, NINs, addresses, uuids`,
      ).toEqual([]);
      expect(
        numbers.filter((n) => body.includes(n)),
        `${url}: coordinates`,
      ).toEqual([]);
    }
  });

  it('the programme detail counts the covered records without naming them', () => {
    const detail = JSON.parse(answers[`/api/public/programmes/${programmeIds[0]}`]);
    expect(detail.data.progress.byState.map((s: { slug: string }) => s.slug)).toEqual(['zamfara']);
    expect(answers['/api/public/programmes']).not.toContain('Xanthippe');
  });
});
