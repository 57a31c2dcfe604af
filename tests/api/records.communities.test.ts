/** Communities: GET and PUT (acronym keys survive the round trip), location rules, audit, filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitiesDef } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, idsOf, insertRow, rawRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let communityId: number;

const community = {
  name: 'Tudun Wada',
  communityType: 'Rural',
  reference: 'C-01',
  geoPoliticalZone: 'North West',
  basicSchools: 3,
  hasJSSSchools: true,
  schoolsOwnedByNGOs: false,
  boysNeverAttendedSchoolRate: 'high',
  preferredEducationType: 'Formal',
  state: 'kano',
  lga: 'tudun-wada',
};

beforeAll(async () => {
  t = await createTestApp();
  api = recordsApi(t.app, await tokenWith(t.app, ['write_communities', 'read_communities']));
  communityId = await insertRow(t.app, 'communities', community);
});
afterAll(async () => t.close());

const updates = async (id: number) => (await auditRowsOf(t.app, communitiesDef, id)).filter((row) => row.action === 'update');

describe('GET /api/admin/communities/{id}', () => {
  it('answers {data: community} with the schema keys, acronyms included', async () => {
    const response = await api.get(`communities/${communityId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: communityId, ...community, zone: 'north-west' });
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['hasJssschools']));
    expect(data).not.toHaveProperty('schoolsOwnedByNgos');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.get('communities/31337');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The community was not found.');
  });
});

describe('PUT /api/admin/communities/{id}', () => {
  it('saves the fields sent (acronym keys too) and answers the community and the message', async () => {
    const id = await insertRow(t.app, 'communities', community);
    const response = await api.put(`communities/${id}`, { hasJSSSchools: false, schoolsOwnedByNGOs: true, basicSchools: 4, dropoutGirlsRate: 'very low' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Community updated successfully',
      data: { id, hasJSSSchools: false, schoolsOwnedByNGOs: true, basicSchools: 4, dropoutGirlsRate: 'very low', name: 'Tudun Wada' },
    });
    const raw = await rawRow(t.app, 'communities', id);
    expect(raw).toMatchObject({ hasJssschools: false, schoolsOwnedByNgos: true });
    expect((await updates(id))[0].changes).toEqual({
      hasJSSSchools: { before: true, after: false },
      schoolsOwnedByNGOs: { before: false, after: true },
      basicSchools: { before: 3, after: 4 },
      dropoutGirlsRate: { before: null, after: 'very low' },
    });
  });

  it('writes no audit row when nothing changes', async () => {
    const id = await insertRow(t.app, 'communities', community);
    const response = await api.put(`communities/${id}`, { hasJSSSchools: true, name: 'Tudun Wada' });
    expect(response.statusCode).toBe(200);
    expect(await updates(id)).toEqual([]);
  });

  it('moves the community to another state and LGA, and the zone follows', async () => {
    const id = await insertRow(t.app, 'communities', community);
    const response = await api.put(`communities/${id}`, { state: 'fct', lga: 'bwari' });
    expect(response.json().data).toMatchObject({ state: 'fct', lga: 'bwari', zone: 'north-central' });
    const refused = await api.put(`communities/${id}`, { lga: 'dala' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.lga).toBe('"dala" is not an LGA of Federal Capital Territory');
  });

  it.each([
    [{ communityType: 'Suburban' }, 'communityType', 'Choose one of: Rural, Urban'],
    [{ boysNeverAttendedSchoolRate: 'Very High' }, 'boysNeverAttendedSchoolRate', 'Choose one of: very low, low, medium, high, very high'],
    [{ geoPoliticalZone: 'Middle Belt' }, 'geoPoliticalZone', expect.stringMatching(/^Choose one of: North Central/)],
    [{ basicSchools: 2.5 }, 'basicSchools', 'Number of basic schools must be a whole number'],
    [{ hasJssschools: true }, 'hasJssschools', 'Unknown field'],
    [{ communityName: 'x' }, 'communityName', 'Unknown field'],
  ])('refuses %j with 400', async (body, field, message) => {
    const response = await api.put(`communities/${communityId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api.put('communities/31337', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/communities (filters and sorts of communities)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.x = await insertRow(t.app, 'communities', {
      name: 'Xc',
      state: 'zamfara',
      communityType: 'Urban',
      preferredEducationType: 'Vocational',
      hasJSSSchools: true,
    });
    ids.y = await insertRow(t.app, 'communities', { name: 'Yc', state: 'zamfara', communityType: 'Rural', preferredEducationType: 'Informal' });
  });
  const list = (filter: Record<string, unknown>) => api.list('communities', { filter: { state: 'zamfara', ...filter }, sort: ['id', 'ASC'] });

  it.each([
    ['communityType', 'Urban', 'Rural'],
    ['preferredEducationType', 'Vocational', 'Informal'],
  ])('filters on %s', async (name, x, y) => {
    expect(idsOf(await list({ [name]: x }))).toEqual([ids.x]);
    expect(idsOf(await list({ [name]: y }))).toEqual([ids.y]);
  });

  it('rows carry the schema keys', async () => {
    const [row] = (await list({ communityType: 'Urban' })).json();
    expect(row).toMatchObject({ name: 'Xc', hasJSSSchools: true, schoolsOwnedByNGOs: null });
    expect(row).not.toHaveProperty('hasJssschools');
  });

  it('sorts by each sortable field both ways; q searches name and reference', async () => {
    for (const field of communitiesDef.sortable) {
      const asc = idsOf(await api.list('communities', { filter: { state: 'zamfara' }, sort: [field, 'ASC'] }));
      const desc = idsOf(await api.list('communities', { filter: { state: 'zamfara' }, sort: [field, 'DESC'] }));
      expect(asc, field).toHaveLength(2);
      expect(desc, field).toEqual([...asc].reverse());
    }
    expect(idsOf(await list({ q: 'yc' }))).toEqual([ids.y]);
  });
});
