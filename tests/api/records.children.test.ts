/** Out-of-school children: GET, PUT with id, age rules, read-only location, audit, filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outOfSchoolChildrenDef } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let householdId: number;
let childId: number;

const child = {
  firstName: 'Amina',
  lastName: 'Bello',
  middleName: null,
  sex: 'Female',
  age: 9,
  dateOfBirth: '2015-03-04',
  category: 'Dropped Out',
  reason: 'Financial',
  disability: 'None',
  interestInEnrolling: true,
  supportRequirementsIfYes: ['Books', 'Uniform'],
  livingWith: 'Parents',
  state: 'kano',
  lga: 'dala',
  ward: 'gwammaja',
};

beforeAll(async () => {
  t = await createTestApp();
  api = recordsApi(t.app, await tokenWith(t.app, ['manage_out_of_school_learners']));
  householdId = await insertRow(t.app, 'households', { householdHead: 'Ibrahim Bello', state: 'kano' });
  childId = await insertRow(t.app, 'outOfSchoolChildren', { ...child, householdId });
});
afterAll(async () => t.close());

const updates = async (id: number) => (await auditRowsOf(t.app, outOfSchoolChildrenDef, id)).filter((row) => row.action === 'update');

describe('GET /api/admin/oos-children/{id}', () => {
  it('answers {data: child} with the fields, location, zone and the household head', async () => {
    const response = await api.get(`oos-children/${childId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: childId, ...child, zone: 'north-west', householdId, householdHead: 'Ibrahim Bello' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.get('oos-children/424242');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The child was not found.');
  });
});

describe('PUT /api/admin/oos-children/{id}', () => {
  it('saves the child fields plus id and answers the child and the message', async () => {
    const id = await insertRow(t.app, 'outOfSchoolChildren', child);
    const response = await api.put(`oos-children/${id}`, { id, age: 10.5, reason: 'Other', specifyReason: 'Moved', supportRequirementsIfYes: ['Books'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Child updated successfully',
      data: { id, age: 10.5, reason: 'Other', specifyReason: 'Moved', supportRequirementsIfYes: ['Books'], firstName: 'Amina' },
    });
    const [row] = await updates(id);
    expect(row.changes).toEqual({
      age: { before: 9, after: 10.5 },
      reason: { before: 'Financial', after: 'Other' },
      specifyReason: { before: null, after: 'Moved' },
      supportRequirementsIfYes: { before: ['Books', 'Uniform'], after: ['Books'] },
    });
  });

  it('writes nothing for a save that changes nothing (blank texts sent as empty strings)', async () => {
    const id = await insertRow(t.app, 'outOfSchoolChildren', child);
    const before = (await api.get(`oos-children/${id}`)).json().data;
    const response = await api.put(`oos-children/${id}`, { ...before, middleName: '', nin: '', phone: '', landmark: '', address: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.updatedAt).toBe(before.updatedAt);
    expect(await updates(id)).toEqual([]);
  });

  it.each([
    [{ age: 4 }, 'age', 'Age must be at least 5'],
    [{ age: 16 }, 'age', 'Age must be at most 15'],
    [{ age: 'nine' }, 'age', 'Age must be a number'],
    [{ sex: 'Unknown' }, 'sex', 'Choose one of: Male, Female'],
    [{ supportRequirementsIfYes: ['Food'] }, 'supportRequirementsIfYes.0', expect.stringMatching(/^Choose from/)],
    [{ dateOfBirth: '04/03/2015' }, 'dateOfBirth', 'Date of birth must be written as yyyy-MM-dd'],
    [{ favouriteColour: 'green' }, 'favouriteColour', 'Unknown field'],
  ])('refuses %j with 400 and the field message', async (body, field, message) => {
    const response = await api.put(`oos-children/${childId}`, { id: childId, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
  });

  it('refuses a body id other than the path id', async () => {
    const response = await api.put(`oos-children/${childId}`, { id: childId + 100, age: 8 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toMatch(/does not match/);
  });

  it('refuses a change of the read-only state, LGA, ward or household, and accepts them unchanged', async () => {
    for (const [field, value] of [
      ['state', 'lagos'],
      ['lga', 'fagge'],
      ['ward', 'other-ward'],
      ['householdId', householdId + 1],
      ['householdHead', 'Someone'],
    ] as const) {
      const response = await api.put(`oos-children/${childId}`, { id: childId, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBe('This field is read-only and cannot be changed');
    }
    const same = await api.put(`oos-children/${childId}`, { id: childId, state: 'kano', lga: 'dala', ward: 'gwammaja', householdHead: 'Ibrahim Bello' });
    expect(same.statusCode).toBe(200);
    expect(await updates(childId)).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.put('oos-children/424242', { id: 424242, age: 8 });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/admin/oos-children (filters and sorts of children)', () => {
  const ids: Record<string, number> = {};
  let otherHousehold: number;
  beforeAll(async () => {
    otherHousehold = await insertRow(t.app, 'households', { householdHead: 'Other Head', state: 'jigawa' });
    const base = { state: 'jigawa', lga: 'dutse' };
    ids.x = await insertRow(t.app, 'outOfSchoolChildren', {
      ...base,
      firstName: 'Xa',
      lastName: 'Xb',
      sex: 'Male',
      age: 6,
      category: 'Never Attended School',
      reason: 'Distance',
      disability: 'Physical',
      interestInEnrolling: true,
      livingWith: 'Mother',
      householdId: otherHousehold,
    });
    ids.y = await insertRow(t.app, 'outOfSchoolChildren', {
      ...base,
      firstName: 'Ya',
      lastName: 'Yb',
      sex: 'Female',
      age: 12,
      category: 'Dropped Out',
      reason: 'Insecurity',
      disability: 'None',
      interestInEnrolling: false,
      livingWith: 'Guardian',
    });
  });
  const list = (filter: Record<string, unknown>) => api.list('oos-children', { filter: { state: 'jigawa', ...filter }, sort: ['id', 'ASC'] });

  it.each([
    ['sex', 'Male', 'Female'],
    ['category', 'Never Attended School', 'Dropped Out'],
    ['reason', 'Distance', 'Insecurity'],
    ['disability', 'Physical', 'None'],
    ['livingWith', 'Mother', 'Guardian'],
    ['interestInEnrolling', true, false],
    ['interestInEnrolling', 'true', 'false'],
  ])('filters on %s', async (name, x, y) => {
    expect(idsOf(await list({ [name]: x }))).toEqual([ids.x]);
    expect(idsOf(await list({ [name]: y }))).toEqual([ids.y]);
  });

  it('filters on the household and on an age range (inclusive)', async () => {
    expect(idsOf(await list({ householdId: otherHousehold }))).toEqual([ids.x]);
    expect(idsOf(await list({ ageFrom: 6, ageTo: 11 }))).toEqual([ids.x]);
    expect(idsOf(await list({ ageFrom: 12 }))).toEqual([ids.y]);
    expect(idsOf(await list({ ageTo: 5 }))).toEqual([]);
    expect((await list({ interestInEnrolling: 'maybe' })).json().errors['filter.interestInEnrolling']).toBe('Expected true or false');
  });

  it('rows carry the household head', async () => {
    const rows = (await list({ householdId: otherHousehold })).json();
    expect(rows[0]).toMatchObject({ householdId: otherHousehold, householdHead: 'Other Head', zone: 'north-west' });
  });

  it('sorts by each sortable field both ways', async () => {
    expect(idsOf(await list({}))).toEqual([ids.x, ids.y]);
    for (const field of outOfSchoolChildrenDef.sortable) {
      const asc = idsOf(await api.list('oos-children', { filter: { state: 'jigawa' }, sort: [field, 'ASC'] }));
      const desc = idsOf(await api.list('oos-children', { filter: { state: 'jigawa' }, sort: [field, 'DESC'] }));
      expect(asc, field).toHaveLength(2);
      expect(desc, field).toEqual([...asc].reverse());
    }
    expect(idsOf(await api.list('oos-children', { filter: { state: 'jigawa' }, sort: ['age', 'DESC'] }))).toEqual([ids.y, ids.x]);
  });
});
