/** Households: three parts read and saved on their own, read-only location and community, filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdsDef } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let communityId: number;

/** A household answers its review values with its identification. */
const unreviewed = { reviewState: 'received', reviewComment: null, reviewedAt: null };
const identification = {
  householdHead: 'Garba Musa',
  maritalStatus: 'Married',
  ageOfHouseholdHead: 45,
  phone: '08030000000',
  address: '12 Market Road',
  yearsInCommunity: 20,
  householdIncome: '10001-30000',
  numberOfMaleMembers: 3,
  numberOfFemaleMembers: 4,
  hasMemberWithDisability: false,
  disabilityType: 'None',
  hasSchoolAgeChildren: true,
  numberOfChildrenInSchool: 2,
  numberOfChildrenNotInSchool: 1,
};
const parentGuardian = {
  fatherAlive: true,
  fatherEducationLevel: 'Primary',
  fatherOccupation: 'Farmer',
  motherAlive: true,
  motherEducationLevel: 'None',
  motherOccupation: 'Trader',
};
const healthAndNutrition = {
  hasAccessToHealthFacility: true,
  healthFacilityType: 'PHC',
  healthFacilityDistance: 2.5,
  immunizationUpToDate: true,
  hasStuntedGrowth: false,
  hasWasting: false,
  hasUnderweight: false,
  hasOverweight: false,
};
const location = { state: 'kano', lga: 'dala', ward: 'gwammaja' };

beforeAll(async () => {
  t = await createTestApp();
  api = recordsApi(t.app, await tokenWith(t.app, ['write_households', 'read_households']));
  communityId = await insertRow(t.app, 'communities', { name: 'Gwammaja', state: 'kano' });
});
afterAll(async () => t.close());

const newHousehold = () => insertRow(t.app, 'households', { ...identification, ...parentGuardian, ...healthAndNutrition, ...location, communityId });
const updates = async (id: number) => (await auditRowsOf(t.app, householdsDef, id)).filter((row) => row.action === 'update');

describe('reading a household', () => {
  it('GET /households/{id}: id, identification fields, state, lga, ward and communityName', async () => {
    const id = await newHousehold();
    const response = await api.get(`households/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id, ...identification, ...location, communityName: 'Gwammaja', ...unreviewed } });
  });

  it('GET parent-guardian and health-and-nutrition answer their part only', async () => {
    const id = await newHousehold();
    expect((await api.get(`households/${id}/parent-guardian`)).json()).toEqual({ data: { parentGuardian } });
    expect((await api.get(`households/${id}/health-and-nutrition`)).json()).toEqual({ data: { healthAndNutrition } });
  });

  it('answers 404 for an unknown household on every route', async () => {
    for (const path of ['households/5555', 'households/5555/parent-guardian', 'households/5555/health-and-nutrition']) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe('The household was not found.');
    }
    for (const path of ['identification', 'parent-guardian', 'health-and-nutrition']) {
      expect((await api.put(`households/5555/${path}`, {})).statusCode, path).toBe(404);
    }
  });
});

describe('saving the identification', () => {
  it('saves only identification fields and answers the identification and the message', async () => {
    const id = await newHousehold();
    const response = await api.put(`households/${id}/identification`, { householdHead: 'Garba Musa Sr.', numberOfMaleMembers: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { id, ...identification, householdHead: 'Garba Musa Sr.', numberOfMaleMembers: 4, ...location, communityName: 'Gwammaja', ...unreviewed },
      message: 'Household identification saved successfully!',
    });
    expect((await api.get(`households/${id}/parent-guardian`)).json().data.parentGuardian).toEqual(parentGuardian);
    const rows = await updates(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].changes).toEqual({
      householdHead: { before: 'Garba Musa', after: 'Garba Musa Sr.' },
      numberOfMaleMembers: { before: 3, after: 4 },
    });
  });

  it('accepts the GET answer sent back unchanged without writing', async () => {
    const id = await newHousehold();
    const { data } = (await api.get(`households/${id}`)).json();
    expect((await api.put(`households/${id}/identification`, data)).statusCode).toBe(200);
    expect(await updates(id)).toEqual([]);
  });

  it('refuses changes to state, lga, ward and communityName', async () => {
    const id = await newHousehold();
    for (const [field, value] of [
      ['state', 'lagos'],
      ['lga', 'fagge'],
      ['ward', 'x'],
      ['communityName', 'Elsewhere'],
    ]) {
      const response = await api.put(`households/${id}/identification`, { [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBe('This field is read-only and cannot be changed');
    }
  });

  it.each([
    [{ householdIncome: '1-2' }, 'householdIncome', expect.stringMatching(/^Choose one of: 0-10000/)],
    [{ maritalStatus: 'Co-Habiting' }, 'maritalStatus', 'Choose one of: Single, Married, Divorced'],
    [{ numberOfMaleMembers: -1 }, 'numberOfMaleMembers', 'Number of male members cannot be negative'],
    [{ fatherAlive: true }, 'fatherAlive', 'Unknown field'],
  ])('refuses %j with 400', async (body, field, message) => {
    const id = await newHousehold();
    const response = await api.put(`households/${id}/identification`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });
});

describe('saving parent-guardian and health-and-nutrition', () => {
  it('PUT parent-guardian saves its part only and answers {data: {parentGuardian}, message}', async () => {
    const id = await newHousehold();
    const response = await api.put(`households/${id}/parent-guardian`, { fatherAlive: false, fatherEducationLevel: 'Tertiary' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { parentGuardian: { ...parentGuardian, fatherAlive: false, fatherEducationLevel: 'Tertiary' } },
      message: 'Parent/Guardian information saved successfully!',
    });
    expect((await api.get(`households/${id}`)).json().data).toEqual({ id, ...identification, ...location, communityName: 'Gwammaja', ...unreviewed });
    expect((await api.get(`households/${id}/health-and-nutrition`)).json().data.healthAndNutrition).toEqual(healthAndNutrition);
  });

  it('PUT health-and-nutrition saves its part only and answers {data: {healthAndNutrition}, message}', async () => {
    const id = await newHousehold();
    const response = await api.put(`households/${id}/health-and-nutrition`, { healthFacilityType: 'General Hospital', healthFacilityDistance: 0.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { healthAndNutrition: { ...healthAndNutrition, healthFacilityType: 'General Hospital', healthFacilityDistance: 0.5 } },
      message: 'Health & Nutrition information saved successfully!',
    });
    expect((await api.get(`households/${id}/parent-guardian`)).json().data.parentGuardian).toEqual(parentGuardian);
    expect((await updates(id))[0].changes).toEqual({
      healthFacilityType: { before: 'PHC', after: 'General Hospital' },
      healthFacilityDistance: { before: 2.5, after: 0.5 },
    });
  });

  it('each part refuses the fields of the others and its own invalid values', async () => {
    const id = await newHousehold();
    const pg = await api.put(`households/${id}/parent-guardian`, { householdHead: 'X', motherEducationLevel: 'PhD' });
    expect(pg.statusCode).toBe(400);
    expect(pg.json().errors).toEqual({ householdHead: 'Unknown field', motherEducationLevel: 'Choose one of: None, Primary, Secondary, Tertiary' });
    const hn = await api.put(`households/${id}/health-and-nutrition`, { healthFacilityDistance: 0.15, fatherAlive: true });
    expect(hn.json().errors).toEqual({ healthFacilityDistance: 'Health facility distance must be in steps of 0.1 km', fatherAlive: 'Unknown field' });
    expect(await updates(id)).toEqual([]);
  });
});

describe('GET /api/admin/households (filters and sorts of households)', () => {
  const ids: Record<string, number> = {};
  let otherCommunity: number;
  beforeAll(async () => {
    otherCommunity = await insertRow(t.app, 'communities', { name: 'Zango', state: 'kebbi' });
    ids.x = await insertRow(t.app, 'households', {
      householdHead: 'Xh',
      state: 'kebbi',
      householdIncome: '0-10000',
      maritalStatus: 'Single',
      hasSchoolAgeChildren: true,
      communityId: otherCommunity,
    });
    ids.y = await insertRow(t.app, 'households', {
      householdHead: 'Yh',
      state: 'kebbi',
      householdIncome: '50001+',
      maritalStatus: 'Divorced',
      hasSchoolAgeChildren: false,
    });
  });
  const list = (filter: Record<string, unknown>) => api.list('households', { filter: { state: 'kebbi', ...filter }, sort: ['id', 'ASC'] });

  it.each([
    ['householdIncome', '0-10000', '50001+'],
    ['maritalStatus', 'Single', 'Divorced'],
    ['hasSchoolAgeChildren', true, false],
    ['hasSchoolAgeChildren', 'true', 'false'],
  ])('filters on %s', async (name, x, y) => {
    expect(idsOf(await list({ [name]: x }))).toEqual([ids.x]);
    expect(idsOf(await list({ [name]: y }))).toEqual([ids.y]);
  });

  it('filters on the community; rows carry every field and the community name', async () => {
    const rows = (await list({ communityId: otherCommunity })).json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([ids.x]);
    expect(rows[0]).toMatchObject({ communityId: otherCommunity, communityName: 'Zango', householdHead: 'Xh', zone: 'north-west', fatherAlive: null });
  });

  it('sorts by each sortable field both ways', async () => {
    for (const field of householdsDef.sortable) {
      const asc = idsOf(await api.list('households', { filter: { state: 'kebbi' }, sort: [field, 'ASC'] }));
      const desc = idsOf(await api.list('households', { filter: { state: 'kebbi' }, sort: [field, 'DESC'] }));
      expect(asc, field).toHaveLength(2);
      expect(desc, field).toEqual([...asc].reverse());
    }
  });
});
