/** Schools (learning centres): GET with counts, PUT with validation, location rules, audit, filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolsDef } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = recordsApi(t.app, await tokenWith(t.app, ['manage_schools']));
  schoolId = await insertRow(t.app, 'schools', {
    schoolName: 'Sabon Gari Tsangaya',
    state: 'kano',
    lga: 'dala',
    ward: 'gwammaja',
    typeOfSchool: 'Tsangaya',
    email: 'centre@example.org',
    inaccessibilityReason: ['Distance'],
    temporaryStructureUTS: 'Bad',
  });
  await insertRow(t.app, 'learners', { firstName: 'Musa', schoolId });
  await insertRow(t.app, 'learners', { firstName: 'Aisha', schoolId });
  await insertRow(t.app, 'staff', { fullName: 'Mallam Sani', schoolId });
});
afterAll(async () => t.close());

const updates = async (id: number) => (await auditRowsOf(t.app, schoolsDef, id)).filter((row) => row.action === 'update');

describe('GET /api/admin/schools/{id}', () => {
  it('answers {data} with the fields, the system values and the learner and staff counts', async () => {
    const response = await api.get(`schools/${schoolId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: schoolId,
      schoolName: 'Sabon Gari Tsangaya',
      state: 'kano',
      lga: 'dala',
      ward: 'gwammaja',
      zone: 'north-west',
      typeOfSchool: 'Tsangaya',
      inaccessibilityReason: ['Distance'],
      temporaryStructureUTS: 'Bad',
      syncStatus: 'synced',
      learnerCount: 2,
      staffCount: 1,
    });
    expect(data).not.toHaveProperty('temporaryStructureUts');
    expect(typeof data.uuid).toBe('string');
    expect(Date.parse(data.updatedAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await api.get('schools/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'The school was not found.' });
    for (const bad of ['abc', '0', '1.5']) {
      const response = await api.get(`schools/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.id).toBe('The id must be a positive whole number');
    }
  });
});

describe('PUT /api/admin/schools/{id}', () => {
  it('changes only the fields sent and answers the school and the message', async () => {
    const id = await insertRow(t.app, 'schools', { schoolName: 'Old Name', town: 'Dala', state: 'kano', lga: 'dala' });
    const response = await api.put(`schools/${id}`, {
      schoolName: 'New Name',
      distanceFromCommunity: 1.5,
      inaccessibilityReason: ['Distance', 'Other'],
      lastMonitoringDate: '2024-05-01',
      temporaryStructureUTS: 'Good',
      yearEstablished: 1990,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('School updated successfully');
    expect(body.data).toMatchObject({ id, schoolName: 'New Name', town: 'Dala', distanceFromCommunity: 1.5, learnerCount: 0, staffCount: 0 });
    const { data } = (await api.get(`schools/${id}`)).json();
    expect(data).toMatchObject({
      inaccessibilityReason: ['Distance', 'Other'],
      lastMonitoringDate: '2024-05-01',
      temporaryStructureUTS: 'Good',
      yearEstablished: 1990,
    });
  });

  it('writes one audit row with before and after of each changed field', async () => {
    const id = await insertRow(t.app, 'schools', { schoolName: 'Audited', email: 'a@example.org' });
    await api.put(`schools/${id}`, { schoolName: 'Audited Centre', email: 'a@example.org', temporaryStructureUTS: 'Good' });
    const rows = await updates(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].resource).toBe('schools');
    expect(rows[0].changes).toEqual({
      schoolName: { before: 'Audited', after: 'Audited Centre' },
      temporaryStructureUTS: { before: null, after: 'Good' },
    });
  });

  it('accepts the record as GET answered it, and writes nothing when nothing changed', async () => {
    const id = await insertRow(t.app, 'schools', { schoolName: 'Steady', state: 'kano', lga: 'fagge', inaccessibilityReason: ['Other'] });
    const { data } = (await api.get(`schools/${id}`)).json();
    const response = await api.put(`schools/${id}`, data);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.updatedAt).toBe(data.updatedAt);
    expect(await updates(id)).toEqual([]);
  });

  it.each([
    [{ email: 'x' }, 'email', 'Enter a valid e-mail address'],
    [{ yearEstablished: 1899 }, 'yearEstablished', 'Year established must be 1900 or later'],
    [{ yearEstablished: new Date().getFullYear() + 1 }, 'yearEstablished', 'Year established cannot be in the future'],
    [{ distanceFromCommunity: -1 }, 'distanceFromCommunity', 'Distance from community cannot be negative'],
    [{ learnersAverageDistance: 0.15 }, 'learnersAverageDistance', 'Learners’ average distance must be in steps of 0.1 km'],
    [{ typeOfSchool: 'Boarding' }, 'typeOfSchool', expect.stringMatching(/^Choose one of: Regular/)],
    [{ inaccessibilityReason: ['Flood'] }, 'inaccessibilityReason.0', expect.stringMatching(/^Choose from/)],
    [{ colour: 'blue' }, 'colour', 'Unknown field'],
    [{ uuid: 'another' }, 'uuid', 'This field is read-only and cannot be changed'],
  ])('refuses %j with 400 and a message for the field', async (body, field, message) => {
    const response = await api.put(`schools/${schoolId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
    expect(await updates(schoolId)).toEqual([]);
  });

  it('refuses an id in the body that is not the one in the address', async () => {
    const response = await api.put(`schools/${schoolId}`, { id: schoolId + 1, schoolName: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toMatch(/does not match/);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.put('schools/999999', { schoolName: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The school was not found.');
  });
});

describe('location of a school', () => {
  it('accepts a known state and one of its LGAs, and recomputes the zone', async () => {
    const id = await insertRow(t.app, 'schools', { schoolName: 'Mover', state: 'kano', lga: 'dala' });
    const response = await api.put(`schools/${id}`, { state: 'lagos', lga: 'ikeja', ward: 'anifowoshe-ikeja' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'lagos', lga: 'ikeja', ward: 'anifowoshe-ikeja', zone: 'south-west' });
    const [row] = await updates(id);
    expect(row.changes).toMatchObject({ state: { before: 'kano', after: 'lagos' }, zone: { before: 'north-west', after: 'south-west' } });
  });

  it('refuses an unknown state, an LGA of another state, and a state change that strands the LGA', async () => {
    const id = await insertRow(t.app, 'schools', { schoolName: 'Stayer', state: 'kano', lga: 'dala' });
    const unknown = await api.put(`schools/${id}`, { state: 'atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.state).toMatch(/Unknown state "atlantis"/);
    const wrongLga = await api.put(`schools/${id}`, { lga: 'ikeja' });
    expect(wrongLga.json().errors.lga).toBe('"ikeja" is not an LGA of Kano');
    const stranded = await api.put(`schools/${id}`, { state: 'lagos' });
    expect(stranded.json().errors.lga).toBe('"dala" is not an LGA of Lagos');
    expect((await api.get(`schools/${id}`)).json().data).toMatchObject({ state: 'kano', lga: 'dala' });
  });

  it("checks the ward against the wards of the LGA (INEC's list ships with the product)", async () => {
    const id = await insertRow(t.app, 'schools', { schoolName: 'Ward Check', state: 'kano', lga: 'dala', ward: 'anything' });
    const refused = await api.put(`schools/${id}`, { lga: 'fagge', ward: 'fagge-z' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ ward: '"fagge-z" is not a ward of Fagge' });
    expect((await api.put(`schools/${id}`, { lga: 'fagge', ward: 'fagge-b' })).json().data).toMatchObject({ lga: 'fagge', ward: 'fagge-b' });
  });
});

describe('GET /api/admin/schools (filters and sorts of schools)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const base = { state: 'sokoto', lga: 'wamako' };
    ids.p = await insertRow(t.app, 'schools', {
      ...base,
      schoolName: 'Filter P',
      typeOfSchool: 'Islamiya',
      levelOfEducation: 'Primary',
      communityType: 'Urban',
      systemOfEducation: 'Mixed',
      accessibility: 'Accessible',
    });
    ids.q = await insertRow(t.app, 'schools', {
      ...base,
      schoolName: 'Filter Q',
      typeOfSchool: 'Regular',
      levelOfEducation: 'JSS',
      communityType: 'Rural',
      systemOfEducation: 'Girls Only',
      accessibility: 'Inaccessible',
    });
  });
  const list = (filter: Record<string, unknown>) => api.list('schools', { filter: { state: 'sokoto', ...filter }, sort: ['id', 'ASC'] });

  it.each([
    ['typeOfSchool', 'Islamiya', 'Regular'],
    ['levelOfEducation', 'Primary', 'JSS'],
    ['communityType', 'Urban', 'Rural'],
    ['systemOfEducation', 'Mixed', 'Girls Only'],
    ['accessibility', 'Accessible', 'Inaccessible'],
  ])('filters on %s', async (name, p, q) => {
    expect(idsOf(await list({ [name]: p }))).toEqual([ids.p]);
    expect(idsOf(await list({ [name]: q }))).toEqual([ids.q]);
    expect(idsOf(await list({ [name]: [p, q] }))).toEqual([ids.p, ids.q]);
  });

  it('refuses a value outside the enumeration', async () => {
    const response = await list({ typeOfSchool: 'Boarding' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['filter.typeOfSchool']).toMatch(/^Choose one of/);
  });

  it('sorts by each sortable field both ways', async () => {
    for (const field of schoolsDef.sortable) {
      const asc = idsOf(await api.list('schools', { filter: { state: 'sokoto' }, sort: [field, 'ASC'] }));
      const desc = idsOf(await api.list('schools', { filter: { state: 'sokoto' }, sort: [field, 'DESC'] }));
      expect(asc, field).toHaveLength(2);
      expect(desc, field).toEqual([...asc].reverse());
    }
  });
});
