/** Learners and staff: GET and PUT with the school link, validation, audit, filters and sorts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnersDef, staffDef } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { auditRowsOf, idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let schoolA: number;
let schoolB: number;

beforeAll(async () => {
  t = await createTestApp();
  api = recordsApi(t.app, await tokenWith(t.app, ['manage_learners', 'manage_staff']));
  schoolA = await insertRow(t.app, 'schools', { schoolName: 'Centre A', state: 'kano' });
  schoolB = await insertRow(t.app, 'schools', { schoolName: 'Centre B', state: 'kano' });
});
afterAll(async () => t.close());

describe('learners', () => {
  it('GET answers {data} with the school name, and 404 for an unknown id', async () => {
    const id = await insertRow(t.app, 'learners', { firstName: 'Musa', lastName: 'Ibrahim', age: 11, schoolId: schoolA, state: 'kano' });
    const response = await api.get(`learners/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      firstName: 'Musa',
      lastName: 'Ibrahim',
      age: 11,
      schoolId: schoolA,
      schoolName: 'Centre A',
      zone: 'north-west',
    });
    const missing = await api.get('learners/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The learner was not found.');
  });

  it('PUT moves a learner to another school (the old school name sent back is ignored) and audits it', async () => {
    const id = await insertRow(t.app, 'learners', { firstName: 'Umar', schoolId: schoolA });
    const response = await api.put(`learners/${id}`, { schoolId: schoolB, schoolName: 'Centre A', currentClass: 'Level 2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Learner updated successfully',
      data: { schoolId: schoolB, schoolName: 'Centre B', currentClass: 'Level 2' },
    });
    const rows = (await auditRowsOf(t.app, learnersDef, id)).filter((row) => row.action === 'update');
    expect(rows.map((row) => row.changes)).toEqual([{ schoolId: { before: schoolA, after: schoolB }, currentClass: { before: null, after: 'Level 2' } }]);
  });

  it.each([
    [{ schoolId: 999999 }, 'schoolId', 'No learning centre has the id 999999'],
    [{ age: -1 }, 'age', 'Age cannot be negative'],
    [{ sex: 'M' }, 'sex', 'Choose one of: Male, Female'],
    [{ currentLevel: 'SSS' }, 'currentLevel', 'Choose one of: Pre-Primary, Primary, JSS'],
    [{ state: 'lagos' }, 'state', 'This field is read-only and cannot be changed'],
    [{ grade: 'A' }, 'grade', 'Unknown field'],
  ])('PUT refuses %j with 400', async (body, field, message) => {
    const id = await insertRow(t.app, 'learners', { firstName: 'Bad', schoolId: schoolA, state: 'kano' });
    const response = await api.put(`learners/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('PUT answers 404 for an unknown id', async () => {
    expect((await api.put('learners/9999', { firstName: 'X' })).statusCode).toBe(404);
  });
});

describe('staff', () => {
  it('GET answers {data} with the school name, and 404 for an unknown id', async () => {
    const id = await insertRow(t.app, 'staff', { fullName: 'Mallam Sani', role: 'Mallam', typeOfStaff: 'Teaching', schoolId: schoolB });
    expect((await api.get(`staff/${id}`)).json().data).toMatchObject({ id, fullName: 'Mallam Sani', role: 'Mallam', schoolName: 'Centre B' });
    const missing = await api.get('staff/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The staff member was not found.');
  });

  it('PUT saves the fields sent and answers the message', async () => {
    const id = await insertRow(t.app, 'staff', { fullName: 'Hauwa Ali', role: 'Teacher' });
    const response = await api.put(`staff/${id}`, { role: 'Head Teacher', email: 'hauwa@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Staff updated successfully',
      data: { fullName: 'Hauwa Ali', role: 'Head Teacher', email: 'hauwa@example.org', schoolName: null },
    });
    expect((await auditRowsOf(t.app, staffDef, id)).filter((row) => row.action === 'update')).toHaveLength(1);
  });

  it.each([
    [{ email: 'x' }, 'email', 'Enter a valid e-mail address'],
    [{ role: 'Principal' }, 'role', expect.stringMatching(/^Choose one of: Proprietor/)],
    [{ typeOfStaff: 'Volunteer' }, 'typeOfStaff', 'Choose one of: Teaching, Non-Teaching'],
    [{ salary: 1 }, 'salary', 'Unknown field'],
  ])('PUT refuses %j with 400', async (body, field, message) => {
    const id = await insertRow(t.app, 'staff', { fullName: 'Bad' });
    const response = await api.put(`staff/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('PUT answers 404 for an unknown id', async () => {
    expect((await api.put('staff/9999', { fullName: 'X' })).statusCode).toBe(404);
  });
});

describe('lists of learners and staff', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const base = { state: 'katsina' };
    ids.lx = await insertRow(t.app, 'learners', {
      ...base,
      firstName: 'Xl',
      lastName: 'Garba',
      sex: 'Male',
      currentLevel: 'Primary',
      age: 9,
      schoolId: schoolA,
    });
    ids.ly = await insertRow(t.app, 'learners', {
      ...base,
      firstName: 'Yl',
      lastName: 'Haruna',
      sex: 'Female',
      currentLevel: 'JSS',
      age: 13,
      schoolId: schoolB,
    });
    ids.sx = await insertRow(t.app, 'staff', { ...base, fullName: 'Xs', sex: 'Male', typeOfStaff: 'Teaching', role: 'Mallam', schoolId: schoolA });
    ids.sy = await insertRow(t.app, 'staff', { ...base, fullName: 'Ys', sex: 'Female', typeOfStaff: 'Non-Teaching', role: 'Cook', schoolId: schoolB });
  });
  const list = (path: string, filter: Record<string, unknown>) => api.list(path, { filter: { state: 'katsina', ...filter }, sort: ['id', 'ASC'] });

  it.each([
    ['learners', 'sex', 'Male', 'Female'],
    ['learners', 'currentLevel', 'Primary', 'JSS'],
    ['learners', 'schoolId', 0, 1],
    ['staff', 'sex', 'Male', 'Female'],
    ['staff', 'typeOfStaff', 'Teaching', 'Non-Teaching'],
    ['staff', 'role', 'Mallam', 'Cook'],
    ['staff', 'schoolId', 0, 1],
  ])('%s: filters on %s', async (path, name, x, y) => {
    const value = (v: string | number) => (name === 'schoolId' ? [schoolA, schoolB][v as number] : v);
    const [idX, idY] = path === 'learners' ? [ids.lx, ids.ly] : [ids.sx, ids.sy];
    expect(idsOf(await list(path, { [name]: value(x) }))).toEqual([idX]);
    expect(idsOf(await list(path, { [name]: value(y) }))).toEqual([idY]);
  });

  it('rows carry the school name; q finds a learner by first and last name', async () => {
    const rows = (await list('learners', { q: 'xl garb' })).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: ids.lx, schoolName: 'Centre A' });
    expect(idsOf(await list('staff', { q: 'ys' }))).toEqual([ids.sy]);
  });

  it('sorts by each sortable field both ways', async () => {
    for (const def of [learnersDef, staffDef]) {
      for (const field of def.sortable) {
        const asc = idsOf(await api.list(def.path, { filter: { state: 'katsina' }, sort: [field, 'ASC'] }));
        const desc = idsOf(await api.list(def.path, { filter: { state: 'katsina' }, sort: [field, 'DESC'] }));
        expect(asc, `${def.path} ${field}`).toHaveLength(2);
        expect(desc, `${def.path} ${field}`).toEqual([...asc].reverse());
      }
    }
  });
});
