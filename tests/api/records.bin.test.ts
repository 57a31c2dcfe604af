/**
 * Deletes that can be restored: DELETE /{path}/{id} with a reason, the Deleted view's
 * list and POST /{path}/{id}/restore, for every record type; who may, what is refused, and that a
 * restore gives the record back whole with its links and review history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TYPE_NAMES, RECORD_TYPES, type RecordType } from '../../src/domain/records';
import type { DeletedRecordRow as Row } from '../../src/domain/recordBin';
import { RECORD_DEFS, householdsDef } from '../../server/records';
import { listDeleted, restoreRecord } from '../../server/records/bin';
import { bearer } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, insertRow, rawRow, tokenWith } from '../helpers/records';
import { ageDelete, binApi, binEntry, MANAGE_ALL, type BinApi } from './records.bin.helpers';

let t: TestApp;
let officer: BinApi;
let officerName: string;

/** A minimal row of each type, named so the Deleted view can show it. */
const SAMPLES: Record<RecordType, Record<string, unknown>> = {
  schools: { schoolName: 'Tsangaya Bin', state: 'kano', lga: 'dala' },
  learners: { firstName: 'Musa', middleName: 'Bin', lastName: 'Garba', state: 'kano', lga: 'dala' },
  staff: { fullName: 'Malam Bin', state: 'kano', lga: 'dala' },
  communities: { name: 'Unguwar Bin', state: 'kano', lga: 'dala' },
  households: { householdHead: 'Garba Bin', state: 'kano', lga: 'dala' },
  outOfSchoolChildren: { firstName: 'Amina', lastName: 'Bin', state: 'kano', lga: 'dala' },
};
const NAMES: Record<RecordType, string> = {
  schools: 'Tsangaya Bin',
  learners: 'Musa Bin Garba',
  staff: 'Malam Bin',
  communities: 'Unguwar Bin',
  households: 'Garba Bin',
  outOfSchoolChildren: 'Amina Bin',
};
const pathOf = (type: RecordType) => RECORD_TYPES[type].apiPath;

beforeAll(async () => {
  t = await createTestApp();
  officer = binApi(t.app, await tokenWith(t.app, MANAGE_ALL));
  const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(officer.token) });
  officerName = (me.json() as { data: { fullName: string } }).data.fullName;
});
afterAll(async () => t.close());

describe('who may delete, list and restore', () => {
  it('a role with the write permission only gets 403 before its body is read, on every bin route', async () => {
    const writer = binApi(t.app, await tokenWith(t.app, ['read_households', 'write_households', 'read_schools', 'write_schools']));
    const id = await insertRow(t.app, 'households', SAMPLES.households);
    for (const body of [{ reason: 'Entered twice' }, {}, { reason: 7, extra: true }, 'not json']) {
      const response = await writer.remove('households', id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json().errors).toBeUndefined();
    }
    expect((await writer.restore('households', id)).statusCode).toBe(403);
    expect((await writer.deleted('households')).statusCode).toBe(403);
    expect((await writer.deleted('schools', { filter: { nope: 1 } })).statusCode).toBe(403);
    // Nothing happened to the record.
    expect((await writer.get(`households/${id}`)).statusCode).toBe(200);
    expect(await binEntry(t.app, 'households', id)).toBeUndefined();
  });

  it('the manage permission of one type opens that type only', async () => {
    const householdsOnly = binApi(t.app, await tokenWith(t.app, ['manage_households']));
    const school = await insertRow(t.app, 'schools', SAMPLES.schools);
    expect((await householdsOnly.remove('schools', school, { reason: 'Wrong type' })).statusCode).toBe(403);
    expect((await householdsOnly.deleted('households')).statusCode).toBe(200);
  });
});

describe('DELETE /{path}/{id}', () => {
  it('needs a reason of 1 to 500 characters on one line', async () => {
    const id = await insertRow(t.app, 'households', SAMPLES.households);
    const cases: [unknown, string][] = [
      [undefined, 'reason'],
      [{}, 'reason'],
      [{ reason: '' }, 'reason'],
      [{ reason: '   ' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: 'two\nlines' }, 'reason'],
      [{ reason: 'nul\u0000' }, 'reason'],
      [{ reason: 12 }, 'reason'],
      [{ reason: 'fine', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await officer.remove('households', id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await officer.get(`households/${id}`)).statusCode).toBe(200);
    expect((await officer.remove('households', id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('answers {data: {id}, message}, audits the reason, and 404 for an unknown or already deleted record', async () => {
    const id = await insertRow(t.app, 'households', SAMPLES.households);
    const response = await officer.remove('households', id, { reason: '  Registered twice by mistake ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id }, message: 'Household deleted. It can be restored from the Deleted view for 30 days.' });
    const entry = await binEntry(t.app, 'households', id);
    expect(entry).toMatchObject({ reason: 'Registered twice by mistake', importBatchId: null, purgedAt: null });
    const audit = (await auditRowsOf(t.app, householdsDef, id)).filter((row) => row.action === 'delete');
    expect(audit).toEqual([expect.objectContaining({ action: 'delete', changes: { reason: 'Registered twice by mistake' } })]);
    const again = await officer.remove('households', id, { reason: 'Again' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'The household was not found.', code: 'NOT_FOUND' });
    expect((await officer.remove('households', 999_999, { reason: 'Nothing' })).statusCode).toBe(404);
    expect((await auditRowsOf(t.app, householdsDef, id)).filter((row) => row.action === 'delete')).toHaveLength(1);
  });

  it.each(RECORD_TYPE_NAMES)('%s: the record leaves its list and its page, and a restore brings it back', async (type) => {
    const path = pathOf(type);
    const id = await insertRow(t.app, type, SAMPLES[type]);
    const listed = async () => (await officer.list(path, { filter: { id: [id] } })).json().map((row: { id: number }) => row.id);
    expect(await listed()).toEqual([id]);
    expect((await officer.remove(path, id, { reason: `Test of ${type}` })).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await officer.get(`${path}/${id}`)).statusCode).toBe(404);
    const restored = await officer.restore(path, id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ data: { id }, message: expect.stringMatching(/ restored\.$/) });
    expect(await listed()).toEqual([id]);
    expect((await officer.get(`${path}/${id}`)).statusCode).toBe(200);
  });
});

describe('a deleted household', () => {
  it('is gone from every tab, every save and its review routes, as a whole', async () => {
    const id = await insertRow(t.app, 'households', SAMPLES.households);
    await officer.remove('households', id, { reason: 'Whole household' });
    for (const part of ['', '/parent-guardian', '/health-and-nutrition', '/reviews'])
      expect((await officer.get(`households/${id}${part}`)).statusCode, part).toBe(404);
    for (const part of ['identification', 'parent-guardian', 'health-and-nutrition'])
      expect((await officer.put(`households/${id}/${part}`, {})).statusCode, part).toBe(404);
    expect((await officer.post(`households/${id}/review`, { state: 'approved' })).statusCode).toBe(404);
  });

  it('comes back identical, column by column, with its children linked and its review history', async () => {
    const community = await insertRow(t.app, 'communities', { name: 'Gwammaja', state: 'kano' });
    const id = await insertRow(t.app, 'households', { ...SAMPLES.households, communityId: community, phone: '08030000000', hasSchoolAgeChildren: true });
    const children = [
      await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Ali', householdId: id }),
      await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Hauwa', householdId: id }),
    ];
    expect((await officer.post(`households/${id}/review`, { state: 'has_issues', comment: 'Phone number is missing a digit' })).statusCode).toBe(200);
    const before = await rawRow(t.app, 'households', id);
    const history = (await officer.get(`households/${id}/reviews`)).json();
    expect(history.data).toHaveLength(1);

    await officer.remove('households', id, { reason: 'Wrong community' });
    const binned = await rawRow(t.app, 'households', id);
    expect(binned.importBatchId).not.toBeNull();
    expect(
      (await officer.list('oos-children', { filter: { householdId: id } }))
        .json()
        .map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(children.sort());
    expect((await officer.restore('households', id)).statusCode).toBe(200);

    const after = await rawRow(t.app, 'households', id);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const column of Object.keys(before)) expect(after[column], column).toEqual(before[column]);
    expect((await officer.get(`households/${id}/reviews`)).json()).toEqual(history);
    for (const child of children)
      expect((await officer.get(`oos-children/${child}`)).json().data).toMatchObject({ householdId: id, householdHead: 'Garba Bin' });
    expect(await binEntry(t.app, 'households', id)).toBeUndefined();
    const actions = (await auditRowsOf(t.app, householdsDef, id)).map((row) => row.action);
    expect(actions.slice(-2)).toEqual(['delete', 'restore']);
    const restoreAudit = (await auditRowsOf(t.app, householdsDef, id)).at(-1);
    expect(restoreAudit?.changes).toMatchObject({ reason: 'Wrong community', deletedAt: expect.any(String) });
  });

  it('keeps a record of an import batch tied to it: the restore gives the batch back', async () => {
    const id = await insertRow(t.app, 'schools', SAMPLES.schools);
    const batch = await t.app.db.insertInto('pendingImports').values({ recordTable: 'schools' }).returning('id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('schools').set({ importBatchId: batch.id }).where('id', '=', id).execute();
    // While its import is unfinished the record is not there to delete.
    expect((await officer.remove('schools', id, { reason: 'Too early' })).statusCode).toBe(404);
    await t.app.db.deleteFrom('pendingImports').where('id', '=', batch.id).execute();
    expect((await officer.remove('schools', id, { reason: 'Imported twice' })).statusCode).toBe(200);
    expect(await binEntry(t.app, 'schools', id)).toMatchObject({ importBatchId: batch.id });
    expect((await officer.restore('schools', id)).statusCode).toBe(200);
    expect((await rawRow(t.app, 'schools', id)).importBatchId).toBe(batch.id);
    expect((await officer.get(`schools/${id}`)).statusCode).toBe(200);
  });
});

describe('POST /{path}/{id}/restore', () => {
  it('404 for a record that is not deleted or does not exist; 409 once the window has passed', async () => {
    const id = await insertRow(t.app, 'learners', SAMPLES.learners);
    const notDeleted = await officer.restore('learners', id);
    expect(notDeleted.statusCode).toBe(404);
    expect(notDeleted.json()).toMatchObject({ message: 'The deleted learner was not found.', code: 'NOT_FOUND' });
    expect((await officer.restore('learners', 999_999)).statusCode).toBe(404);

    await officer.remove('learners', id, { reason: 'Left the programme' });
    await ageDelete(t.app, 'learners', id, 31);
    const late = await officer.restore('learners', id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'RESTORE_WINDOW_PASSED',
      message: 'This learner was deleted more than 30 days ago: the restore window has passed and it can no longer be restored.',
    });
    expect((await officer.get(`learners/${id}`)).statusCode).toBe(404);
    expect(await binEntry(t.app, 'learners', id)).toBeDefined();
    await ageDelete(t.app, 'learners', id, 29);
    expect((await officer.restore('learners', id)).statusCode).toBe(200);
  });
});

describe('the retention window (DELETE_RETENTION_DAYS)', () => {
  it('decides the restore and the restorable date: days given, not a fixed 30', async () => {
    const def = RECORD_DEFS.communities;
    const id = await insertRow(t.app, 'communities', { name: 'Windowed', state: 'kano' });
    await officer.remove('communities', id, { reason: 'Window test' });
    await ageDelete(t.app, 'communities', id, 3);
    const late = restoreRecord(t.app.db, def, id, null, { days: 2, now: new Date(), ip: null });
    await expect(late).rejects.toMatchObject({
      statusCode: 409,
      message: 'This community was deleted more than 2 days ago: the restore window has passed and it can no longer be restored.',
    });
    const listed = await listDeleted(t.app.db, def, { filter: JSON.stringify({ q: 'Window test' }) }, 5);
    expect(Date.parse(listed.rows[0].restorableUntil) - Date.parse(listed.rows[0].deletedAt)).toBe(5 * 24 * 60 * 60 * 1000);
    await expect(restoreRecord(t.app.db, def, id, null, { days: 5, now: new Date(), ip: null })).resolves.toEqual({ id });
    expect((await officer.get(`communities/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /{path}/deleted', () => {
  it.each(RECORD_TYPE_NAMES)('%s: who, when, why and until when, named as the type names its records', async (type) => {
    const path = pathOf(type);
    const id = await insertRow(t.app, type, SAMPLES[type]);
    await officer.remove(path, id, { reason: `Listed ${type}` });
    const response = await officer.deleted(path, { filter: { q: `Listed ${type}` } });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Row[];
    expect(rows).toEqual([
      {
        id,
        name: NAMES[type],
        state: 'kano',
        lga: 'dala',
        deletedAt: expect.any(String),
        deletedBy: officerName,
        reason: `Listed ${type}`,
        restorableUntil: expect.any(String),
      },
    ]);
    expect(Date.parse(rows[0].restorableUntil) - Date.parse(rows[0].deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);
    expect(Math.abs(Date.parse(rows[0].deletedAt) - Date.now())).toBeLessThan(60_000);
    expect(response.headers['content-range']).toBe(`${path} 0-0/1`);
  });

  it('pages, sorts and filters in the list dialect; a restored record leaves it; other types stay apart', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const id = await insertRow(t.app, 'staff', { fullName: `Paged Staff ${i}`, state: 'kano' });
      await officer.remove('staff', id, { reason: i % 2 === 0 ? 'Duplicate entry' : 'Left the centre' });
      ids.push(id);
    }
    const all = (await officer.deleted('staff', { sort: ['id', 'ASC'], filter: { q: 'paged staff' } })).json() as Row[];
    expect(all.map((row) => row.id)).toEqual(ids);
    const newestFirst = await officer.deleted('staff', { range: [0, 1], filter: { q: 'Paged' } });
    expect((newestFirst.json() as Row[]).map((row) => row.id)).toEqual([ids[3], ids[2]]);
    expect(newestFirst.headers['content-range']).toBe('staff 0-1/4');
    // `q` finds the reason too (contains), and the name by its start.
    expect((await officer.deleted('staff', { filter: { q: 'centre' } })).json().map((row: Row) => row.id)).toEqual(expect.arrayContaining([ids[1], ids[3]]));
    expect((await officer.deleted('staff', { filter: { q: 'centre' } })).json().map((row: Row) => row.id)).not.toContain(ids[0]);
    await officer.restore('staff', ids[0]);
    expect((await officer.deleted('staff', { filter: { q: 'Paged' } })).json().map((row: Row) => row.id)).not.toContain(ids[0]);
    expect((await officer.deleted('learners', { filter: { q: 'Paged' } })).json()).toEqual([]);
    const empty = await officer.deleted('staff', { filter: { q: 'nobody-by-this-name' } });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toBe('staff */0');
  });

  it('refuses an unknown sort, filter or range with 400 naming it', async () => {
    const errorsOf = (response: { statusCode: number; json: () => { errors?: Record<string, string> } }) => {
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json().errors ?? {});
    };
    expect(errorsOf(await officer.deleted('staff', { sort: ['reason', 'ASC'] }))).toEqual(['sort.0']);
    expect(errorsOf(await officer.deleted('staff', { filter: { state: 'kano' } }))).toEqual(['filter.state']);
    expect(errorsOf(await officer.deleted('staff', { range: [5, 1] }))).toEqual(['range']);
    expect(errorsOf(await t.app.inject({ method: 'GET', url: '/api/admin/staff/deleted?sort=oops', headers: bearer(officer.token) }))).toEqual(['sort']);
  });
});

describe('concurrent delete, restore and delete of one record', () => {
  it('never answers 500 and leaves the record either listed or in the bin, consistently (10 rounds)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await insertRow(t.app, 'outOfSchoolChildren', { firstName: `Race ${round}` });
      const answers = await Promise.all([
        officer.remove('oos-children', id, { reason: 'Race A' }),
        officer.restore('oos-children', id),
        officer.remove('oos-children', id, { reason: 'Race B' }),
      ]);
      for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
      const deletes = answers.filter((answer, i) => i !== 1 && answer.statusCode === 200).length;
      const restores = answers[1].statusCode === 200 ? 1 : 0;
      expect(deletes - restores).toBeGreaterThanOrEqual(0);
      expect(deletes - restores).toBeLessThanOrEqual(1);
      const visible = (await officer.get(`oos-children/${id}`)).statusCode === 200;
      const entry = await binEntry(t.app, 'oos-children', id);
      expect(visible, `round ${round}`).toBe(entry === undefined);
      expect(visible).toBe(deletes === restores);
      const def = RECORD_DEFS.outOfSchoolChildren;
      const audit = (await auditRowsOf(t.app, def, id)).map((row) => row.action);
      expect(audit.filter((action) => action === 'delete')).toHaveLength(deletes);
      expect(audit.filter((action) => action === 'restore')).toHaveLength(restores);
    }
  });
});
