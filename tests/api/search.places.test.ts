/** GET /api/admin/search finds places: states, LGAs and wards, Hausa and INEC spellings alike. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPlaceName } from '../../server/search/places';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { tokenWith } from '../helpers/records';

let t: TestApp;
let reader: string;

interface Place {
  kind: string;
  name: string;
  state: string;
  lga: string | null;
  ward: string | null;
  exact: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  reader = await tokenWith(t.app, ['read_out_of_school_learners']);
});
afterAll(async () => t.close());

async function places(q: string, token = reader): Promise<Place[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { places: Place[] }).places;
}
const keysOf = (found: Place[]) => found.map((p) => [p.kind, p.state, p.lga, p.ward].filter(Boolean).join('/'));

describe('place names', () => {
  it('fold Hausa hooked letters, case, quotes and separators', () => {
    expect(foldPlaceName('Ƙofar  Mazugal')).toBe('kofar mazugal');
    expect(foldPlaceName('Ɗan-Agundi')).toBe('dan agundi');
    expect(foldPlaceName("Jama'are")).toBe('jamaare');
    expect(foldPlaceName('ƳAR ƁAKI')).toBe('yar baki');
  });
});

describe('place search', () => {
  it('finds a ward by its Hausa spelling, first when the name is the text', async () => {
    const found = await places('Ƙofar Mazugal');
    expect(found[0]).toEqual({ kind: 'ward', name: 'Kofar Mazugal', state: 'kano', lga: 'dala', ward: 'kofar-mazugal', exact: true });
    expect(keysOf(await places('kofar mazugal'))[0]).toBe('ward/kano/dala/kofar-mazugal');
  });

  it('finds wards written as one word or two, and by a later word of the name', async () => {
    expect(keysOf(await places('Sabon Gari East'))).toEqual(['ward/kano/fagge/sabongari-east']);
    const sabonGari = await places('Sabon Gari');
    expect(keysOf(sabonGari)).toContain('lga/kaduna/sabon-gari');
    const wards = sabonGari.filter((p) => p.kind === 'ward');
    expect(wards).toHaveLength(5);
    for (const ward of wards) expect([ward.name.replace(/[\s-]/g, '').toLowerCase(), ward.exact]).toEqual(['sabongari', true]);
    expect(keysOf(await places('mazugal'))).toContain('ward/kano/dala/kofar-mazugal');
  });

  it('finds states and LGAs by name, other spelling or with "State" and "Jihar" around them', async () => {
    expect(keysOf(await places('Kano'))).toContain('state/kano');
    expect(keysOf(await places('Jihar Kano'))[0]).toBe('state/kano');
    expect(keysOf(await places('Nassarawa State'))).toContain('state/nasarawa');
    expect(keysOf(await places('Ƙaura Namoda'))).toEqual(['lga/zamfara/kaura-namoda']);
    expect((await places('dala')).find((p) => p.kind === 'lga')).toEqual({ kind: 'lga', name: 'Dala', state: 'kano', lga: 'dala', ward: null, exact: true });
  });

  it('answers at most five of each kind, and nothing for text that names no place', async () => {
    const found = await places('ka');
    for (const kind of ['state', 'lga', 'ward']) expect(found.filter((p) => p.kind === kind).length, kind).toBeLessThanOrEqual(5);
    expect(found.filter((p) => p.kind === 'ward')).toHaveLength(5);
    expect(await places('zzqx')).toEqual([]);
    expect(await places("%'_")).toEqual([]);
  });

  it('finds a ward the admin added to the list', async () => {
    await t.app.db
      .insertInto('wards')
      .values({ state: 'kano', lga: 'dala', slug: 'unguwar-ɗan-tsoho', name: 'Unguwar Ɗan Tsoho', latitude: null, longitude: null })
      .execute();
    expect(keysOf(await places('unguwar dan ts'))).toEqual(['ward/kano/dala/unguwar-ɗan-tsoho']);
  });

  it('shows no places to a user who may read no records', async () => {
    expect(await places('kano', await tokenWith(t.app, ['read_users']))).toEqual([]);
    expect(await places('kano', await loginToken(t.app, (await createUser(t.app, { role: 'super_admin' })).email))).not.toEqual([]);
  });
});
