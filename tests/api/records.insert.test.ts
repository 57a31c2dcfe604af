/** insertRecord / prepareInsert (seed and sync ingestion), and the record routes in the OpenAPI document. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/errors';
import { communitiesDef, insertRecord, learnersDef, outOfSchoolChildrenDef, prepareInsert, schoolsDef } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, insertRow, rawRow } from '../helpers/records';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('insertRecord', () => {
  it('checks the fields, sets the zone from the state, stores lists and acronym keys, and audits a create', async () => {
    const row = await insertRecord(
      t.app.db,
      communitiesDef,
      { name: 'New Community', hasJSSSchools: true, schoolsOwnedByNGOs: false, state: 'oyo', lga: 'ibadan-north', collectorId: null, uuid: 'device-uuid-1' },
      null,
    );
    expect(row).toMatchObject({
      name: 'New Community',
      hasJSSSchools: true,
      schoolsOwnedByNGOs: false,
      state: 'oyo',
      zone: 'south-west',
      uuid: 'device-uuid-1',
    });
    const audit = await auditRowsOf(t.app, communitiesDef, row.id as number);
    expect(audit.map((r) => r.action)).toEqual(['create']);

    const child = await insertRecord(
      t.app.db,
      outOfSchoolChildrenDef,
      { firstName: 'Zainab', age: 7, supportRequirementsIfYes: ['Books'], state: 'kano' },
      null,
      { audit: false },
    );
    expect(child).toMatchObject({ supportRequirementsIfYes: ['Books'], zone: 'north-west', householdHead: null });
    expect(await auditRowsOf(t.app, outOfSchoolChildrenDef, child.id as number)).toEqual([]);
  });

  it('refuses invalid fields, unknown keys, unknown places and missing links with 400 per field', async () => {
    const invalid = await failure(insertRecord(t.app.db, outOfSchoolChildrenDef, { age: 4, colour: 'red' }, null));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.errors).toEqual({ age: 'Age must be at least 5', colour: 'Unknown field' });
    const place = await failure(insertRecord(t.app.db, schoolsDef, { schoolName: 'X', state: 'kano', lga: 'ikeja' }, null));
    expect(place.errors).toEqual({ lga: '"ikeja" is not an LGA of Kano' });
    const link = await failure(insertRecord(t.app.db, learnersDef, { firstName: 'Y', schoolId: 987654 }, null));
    expect(link.errors).toEqual({ schoolId: 'No learning centre has the id 987654' });
  });

  it('prepareInsert answers column values for bulk inserts', () => {
    const values = prepareInsert(schoolsDef, { schoolName: 'Bulk', inaccessibilityReason: ['Distance'], state: 'fct', createdAt: '2024-01-01T00:00:00Z' });
    expect(values).toMatchObject({ schoolName: 'Bulk', inaccessibilityReason: '["Distance"]', state: 'fct', zone: 'north-central' });
  });

  it('the test helper writes the same columns (acronym keys read back renamed only by the API)', async () => {
    const id = await insertRow(t.app, 'schools', { temporaryStructureUTS: 'Good' });
    expect(await rawRow(t.app, 'schools', id)).toMatchObject({ temporaryStructureUts: 'Good' });
  });
});

describe('the OpenAPI document', () => {
  it('lists the record routes with their parameters and bodies, and one DELETE per type, with its reason', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>>;
    for (const path of ['schools', 'learners', 'staff', 'communities', 'households', 'oos-children']) {
      expect(paths[`/api/admin/${path}`], path).toHaveProperty('get');
    }
    const childPut = paths['/api/admin/oos-children/{id}'].put.requestBody!.content['application/json'].schema.properties;
    expect(Object.keys(childPut)).toEqual(expect.arrayContaining(['id', 'age', 'firstName', 'supportRequirementsIfYes']));
    const pg = paths['/api/admin/households/{id}/parent-guardian'].put.requestBody!.content['application/json'].schema.properties;
    expect(Object.keys(pg)).toEqual(expect.arrayContaining(['fatherAlive', 'motherOccupation']));
    expect(Object.keys(pg)).not.toContain('householdHead');
    const recordPaths = Object.keys(paths).filter((p) => /^\/api\/admin\/(schools|learners|staff|communities|households|oos-children)\b/.test(p));
    // 15 list, read and save paths, per type the review and its history, and the restore and the Deleted list.
    expect(recordPaths).toHaveLength(15 + 2 * 6 + 2 * 6);
    const deletable = recordPaths.filter((p) => 'delete' in paths[p]);
    expect(deletable.sort()).toEqual(['communities', 'households', 'learners', 'oos-children', 'schools', 'staff'].map((path) => `/api/admin/${path}/{id}`));
    const reason = (paths['/api/admin/households/{id}'] as Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>)
      .delete.requestBody!.content['application/json'].schema.properties;
    expect(Object.keys(reason)).toEqual(['reason']);
  });
});
