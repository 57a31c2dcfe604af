import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { changedFields } from '../../../src/providers/recordOverrides';
import { API, createHarness, route, setupMswServer } from './helpers';

const server = setupMswServer();

function provider() {
  return createDataProvider(createHarness().httpClient, API);
}

/** Records the body of each PUT to `path` and answers `{data: answer, message}`. */
function capturePut(path: string, answer: Record<string, unknown>) {
  const bodies: unknown[] = [];
  server.use(
    http.put(route(path), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: answer, message: 'Saved' });
    }),
  );
  return bodies;
}

describe('records dataProvider overrides', () => {
  it('getOne unwraps {data} and keeps the school counts', async () => {
    server.use(
      http.get(route('/admin/schools/5'), () => HttpResponse.json({ data: { id: 5, schoolName: 'Tsangaya Kofar Mata' }, learnerCount: 12, staffCount: 3 })),
    );
    const { data } = await provider().getOne('schools', { id: 5 });
    expect(data).toEqual({ id: 5, schoolName: 'Tsangaya Kofar Mata', learnerCount: 12, staffCount: 3 });
  });

  it('getOne reads renamed paths: communities, oos-children and households/{id}', async () => {
    server.use(
      http.get(route('/admin/communities/2'), () => HttpResponse.json({ data: { id: 2, name: 'Dala' } })),
      http.get(route('/admin/oos-children/9'), () => HttpResponse.json({ data: { id: 9, firstName: 'Musa' } })),
      http.get(route('/admin/households/4'), () => HttpResponse.json({ data: { id: 4, householdHead: 'Bala', communityName: 'Dala' } })),
    );
    const p = provider();
    expect((await p.getOne('community', { id: 2 })).data).toEqual({ id: 2, name: 'Dala' });
    expect((await p.getOne('out-of-school', { id: 9 })).data).toEqual({ id: 9, firstName: 'Musa' });
    expect((await p.getOne('households', { id: 4 })).data).toEqual({ id: 4, householdHead: 'Bala', communityName: 'Dala' });
  });

  it('update PUTs only the changed fields and unwraps {data}', async () => {
    const bodies = capturePut('/admin/schools/5', { id: 5, schoolName: 'New', email: 'a@b.ng' });
    const previousData = { id: 5, schoolName: 'Old', email: 'a@b.ng', inaccessibilityReason: ['Distance'], state: 'kano' };
    const result = await provider().update('schools', {
      id: 5,
      previousData,
      data: { ...previousData, schoolName: 'New', inaccessibilityReason: ['Distance'] },
    });
    expect(bodies).toEqual([{ schoolName: 'New' }]);
    expect(result.data).toEqual({ id: 5, schoolName: 'New', email: 'a@b.ng' });
  });

  it('update of a child sends the child fields plus id (spec 02 §7), changed or not', async () => {
    const bodies = capturePut('/admin/oos-children/9', { id: 9, age: 11 });
    await provider().update('out-of-school', { id: 9, previousData: { id: 9, age: 10, firstName: 'Musa' }, data: { age: 11, firstName: 'Musa' } });
    await provider().update('out-of-school', { id: 9, previousData: { id: 9, age: 11, firstName: 'Musa' }, data: { age: 11, firstName: 'Musa' } });
    expect(bodies).toEqual([
      { age: 11, firstName: 'Musa', id: 9 },
      { age: 11, firstName: 'Musa', id: 9 },
    ]);
  });

  it('update sends a changed array or a cleared value, but not unchanged ones', async () => {
    expect(changedFields({ a: ['x', 'y'], b: null, c: 1, d: undefined }, { a: ['x'], b: 'old', c: 1 })).toEqual({ a: ['x', 'y'], b: null });
  });

  it('update of a household saves its identification part', async () => {
    const bodies = capturePut('/admin/households/4/identification', { id: 4, householdHead: 'Bala Musa' });
    const result = await provider().update('households', {
      id: 4,
      previousData: { id: 4, householdHead: 'Bala', state: 'kano' },
      data: { id: 4, householdHead: 'Bala Musa', state: 'kano' },
    });
    expect(bodies).toEqual([{ householdHead: 'Bala Musa' }]);
    expect(result.data).toEqual({ id: 4, householdHead: 'Bala Musa' });
  });

  it('getOne of a household reads the part named by meta.part from its path and key (spec 02 §7)', async () => {
    server.use(
      http.get(route('/admin/households/4'), () => HttpResponse.json({ data: { id: 4, householdHead: 'Bala' } })),
      http.get(route('/admin/households/4/parent-guardian'), () => HttpResponse.json({ data: { parentGuardian: { fatherAlive: true } } })),
      http.get(route('/admin/households/4/health-and-nutrition'), () => HttpResponse.json({ data: { healthAndNutrition: { hasWasting: false } } })),
    );
    const p = provider();
    expect(await p.getOne('households', { id: 4, meta: { part: 'identification' } })).toEqual({ data: { id: 4, householdHead: 'Bala' } });
    expect(await p.getOne('households', { id: 4, meta: { part: 'parent-guardian' } })).toEqual({ data: { id: 4, fatherAlive: true } });
    expect(await p.getOne('households', { id: 4, meta: { part: 'health-and-nutrition' } })).toEqual({ data: { id: 4, hasWasting: false } });
  });

  it('update of a household PUTs the part named by meta.part (changed fields only, never the id)', async () => {
    const bodies = capturePut('/admin/households/4/parent-guardian', { parentGuardian: { fatherAlive: false, motherAlive: true } });
    const answer = await provider().update('households', {
      id: 4,
      meta: { part: 'parent-guardian' },
      data: { id: 4, fatherAlive: false, motherAlive: true },
      previousData: { id: 4, fatherAlive: true, motherAlive: true },
    });
    expect(bodies).toEqual([{ fatherAlive: false }]);
    expect(answer).toEqual({ data: { id: 4, fatherAlive: false, motherAlive: true } });

    const health = capturePut('/admin/households/4/health-and-nutrition', { healthAndNutrition: { hasWasting: true } });
    await provider().update('households', { id: 4, meta: { part: 'health-and-nutrition' }, data: { id: 4, hasWasting: true }, previousData: { id: 4 } });
    expect(health).toEqual([{ hasWasting: true }]);
  });

  it('refuses a household part it does not know rather than saving the identification', async () => {
    const bodies = capturePut('/admin/households/4/identification', { id: 4 });
    await expect(provider().update('households', { id: 4, meta: { part: 'nonsense' }, data: { householdHead: 'X' }, previousData: { id: 4 } })).rejects.toThrow(
      'Unknown household part',
    );
    expect(bodies).toEqual([]);
  });

  it('getMany asks the list for the ids with a range covering them all', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(route('/admin/oos-children'), ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([{ id: 1 }, { id: 3 }], { headers: { 'Content-Range': 'oos-children 0-1/2' } });
      }),
    );
    const { data } = await provider().getMany('out-of-school', { ids: [1, 3] });
    expect(data).toEqual([{ id: 1 }, { id: 3 }]);
    expect(seen?.searchParams.get('filter')).toBe('{"id":[1,3]}');
    expect(seen?.searchParams.get('range')).toBe('[0,1]');
  });

  it('getMany splits more than 100 ids into requests the API answers whole', async () => {
    const ranges: string[] = [];
    server.use(
      http.get(route('/admin/schools'), ({ request }) => {
        const url = new URL(request.url);
        ranges.push(url.searchParams.get('range') ?? '');
        const ids = JSON.parse(url.searchParams.get('filter') ?? '{}').id as number[];
        return HttpResponse.json(
          ids.map((id) => ({ id })),
          { headers: { 'Content-Range': `schools 0-${ids.length - 1}/${ids.length}` } },
        );
      }),
    );
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const { data } = await provider().getMany('schools', { ids });
    expect(data.map((r) => r.id)).toEqual(ids);
    expect(ranges.sort()).toEqual(['[0,49]', '[0,99]']);
  });

  it('getManyReference filters the list by the target (learners of a school)', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(route('/admin/learners'), ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([{ id: 8, schoolId: 5 }], { headers: { 'Content-Range': 'learners 0-0/1' } });
      }),
    );
    const result = await provider().getManyReference('learners', {
      target: 'schoolId',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 8, schoolId: 5 }], total: 1 });
    expect(JSON.parse(seen?.searchParams.get('filter') ?? '{}')).toEqual({ schoolId: 5 });
  });

  it('rejects an answer without {data}', async () => {
    server.use(http.get(route('/admin/staff/3'), () => HttpResponse.json({ id: 3 })));
    await expect(provider().getOne('staff', { id: 3 })).rejects.toThrow('without a record');
  });
});
