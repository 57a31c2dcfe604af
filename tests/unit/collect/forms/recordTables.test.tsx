/** Each of the six tables: filled steps give `data` the domain schema (and the server's location rules) accept, with the links and explorer fields of the protocol. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lgaBySlug } from '../../../../src/domain/locations';
import { slug } from '../../../../src/domain/records/fields';
import { SHAPE_OF_TABLE } from '../../../../src/collect/forms/fieldKinds';
import type { DeviceTable } from '../../../../src/domain/protocol';
import { fillSteps, renderForm, type Answer } from './formHarness';

const PLACE = { state: 'kano', lga: 'ajingi', ward: 'balare' };
const parents = {
  schools: [{ localUUID: 'school-0001', label: 'Tsangaya Malam Audu', ...PLACE }],
  communities: [{ localUUID: 'community-0001', label: 'Ajingi Gabas', ...PLACE }],
  households: [{ localUUID: 'household-0001', label: 'Musa Ibrahim', ...PLACE }],
};

/** What the server accepts (server/records/insert.ts): the schema's fields, strictly, plus location slugs of a known state and LGA. */
function expectAccepted(table: DeviceTable, data: Record<string, unknown>) {
  const strict = z.object({ ...SHAPE_OF_TABLE[table], state: slug(), lga: slug(), ward: slug() }).strict();
  const result = strict.safeParse(data);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  if (data.lga) expect(lgaBySlug(String(data.state), String(data.lga))).toBeDefined();
}

async function submitted(table: DeviceTable, steps: Record<string, Answer>[]) {
  const { onSubmit } = renderForm(table, { parents });
  await fillSteps(steps);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  const record = onSubmit.mock.calls[0][0];
  expectAccepted(table, record.data);
  return record;
}

describe('RecordForm: the record of each table', () => {
  it('schools', async () => {
    const record = await submitted('schools', [
      { schoolName: 'Tsangaya Malam Audu', reference: 'KAN/SCH/000001', phoneNumber: '08031234567', email: 'audu@example.org', yearEstablished: '2001' },
      { state: 'kano', lga: 'ajingi', ward: 'balare' },
      { typeOfSchool: 'Tsangaya', shiftSystem: true, shiftType: 'Morning', accessibility: 'Inaccessible', inaccessibilityReason: ['Distance', 'Other'] },
      { classrooms: 'Needs Repair' },
      { learnerMats: 'Useable' },
      { teachingMaterials: 'Slates\n\nQur’an boards ' },
      { communitySupport: true, communitySupportType: 'Money' },
      { hasFirstAidKit: false },
    ]);
    expect(record.data).toMatchObject({
      schoolName: 'Tsangaya Malam Audu',
      yearEstablished: 2001,
      ...PLACE,
      shiftSystem: true,
      shiftType: 'Morning',
      inaccessibilityReason: ['Distance', 'Other'],
      teachingMaterials: ['Slates', 'Qur’an boards'],
      hasFirstAidKit: false,
    });
    expect(record.links).toBeUndefined();
    expect(record.explorer).toEqual({ name: 'Tsangaya Malam Audu', reference: 'KAN/SCH/000001', ...PLACE, phone: '08031234567', email: 'audu@example.org' });
  });

  it('learners take their place from the learning centre', async () => {
    const record = await submitted('learners', [
      { firstName: 'Aminu', lastName: 'Sani', sex: 'Male', dateOfBirth: '2015-04-02', age: '9' },
      { 'links.schoolId': 'school-0001', currentLevel: 'Primary', currentClass: 'Primary 3' },
      { guardianName: 'Sani Bello' },
    ]);
    expect(record.data).toEqual({
      firstName: 'Aminu',
      lastName: 'Sani',
      sex: 'Male',
      dateOfBirth: '2015-04-02',
      age: 9,
      currentLevel: 'Primary',
      currentClass: 'Primary 3',
      guardianName: 'Sani Bello',
      ...PLACE,
    });
    expect(record.links).toEqual({ schoolId: 'school-0001' });
    expect(record.explorer).toEqual({
      name: 'Aminu Sani',
      sex: 'Male',
      age: 9,
      currentLevel: 'Primary',
      currentClass: 'Primary 3',
      schoolRef: 'Tsangaya Malam Audu',
    });
  });

  it('staff', async () => {
    const record = await submitted('staff', [
      { fullName: 'Malam Audu Bello', sex: 'Male', email: 'bello@example.org' },
      { 'links.schoolId': 'school-0001', role: 'Mallam', typeOfStaff: 'Teaching', qualifications: 'Hafiz' },
    ]);
    expect(record.data).toMatchObject({ fullName: 'Malam Audu Bello', role: 'Mallam', typeOfStaff: 'Teaching', ...PLACE });
    expect(record.links).toEqual({ schoolId: 'school-0001' });
    expect(record.explorer).toEqual({
      fullName: 'Malam Audu Bello',
      sex: 'Male',
      role: 'Mallam',
      typeOfStaff: 'Teaching',
      qualifications: 'Hafiz',
      schoolRef: 'Tsangaya Malam Audu',
    });
  });

  it('communities', async () => {
    const record = await submitted('communities', [
      { name: 'Ajingi Gabas', communityType: 'Rural', latitude: '11.97' },
      { state: 'kano', lga: 'ajingi', ward: '' },
      { basicSchools: '3', hasOtherSchools: true, specificOtherSchools: 'Islamiyya', boysNeverAttendedSchoolRate: 'high' },
    ]);
    expect(record.data).toMatchObject({
      name: 'Ajingi Gabas',
      latitude: 11.97,
      state: 'kano',
      lga: 'ajingi',
      basicSchools: 3,
      hasOtherSchools: true,
      specificOtherSchools: 'Islamiyya',
    });
    expect(record.data.ward).toEqual(expect.any(String));
    expect(record.explorer).toEqual({ name: 'Ajingi Gabas', state: 'kano', lga: 'ajingi', ward: record.data.ward });
  });

  it('households take their place from the community', async () => {
    const record = await submitted('households', [
      { 'links.communityId': 'community-0001' },
      { householdHead: 'Musa Ibrahim', householdIncome: '0-10000', numberOfMaleMembers: '2', hasMemberWithDisability: false },
      { fatherAlive: true, fatherEducationLevel: 'Primary' },
      { hasAccessToHealthFacility: true, healthFacilityType: 'PHC', healthFacilityDistance: '1.5' },
    ]);
    expect(record.data).toMatchObject({ ...PLACE, householdHead: 'Musa Ibrahim', numberOfMaleMembers: 2, fatherAlive: true, healthFacilityDistance: 1.5 });
    expect(record.links).toEqual({ communityId: 'community-0001' });
    expect(record.explorer).toEqual({ householdHead: 'Musa Ibrahim', householdHeadSex: null, ...PLACE, communityRef: 'Ajingi Gabas' });
  });

  it('out-of-school children', async () => {
    const record = await submitted('oosChildren', [
      { 'links.householdId': 'household-0001', 'links.communityId': 'community-0001' },
      { firstName: 'Hauwa', lastName: 'Musa', sex: 'Female', dateOfBirth: '2014-09-12', age: '10' },
      { address: 'Behind the mosque' },
      { maritalStatus: 'Single', disability: 'None' },
      { category: 'Dropped Out', reason: 'Other', specifyReason: 'Looks after siblings' },
      { interestInEnrolling: true, timeWillingToEnrolIfYes: 'Immediately', supportRequirementsIfYes: ['Books', 'Uniform'] },
      { attendanceInVocationalTraining: false },
      {
        specialNeedsSeeing: false,
        specialNeedsHearing: false,
        specialNeedsWalking: false,
        specialNeedsRemembering: false,
        specialNeedsCommunicating: false,
        specialNeedsSelfCare: false,
        specialNeedsOther: false,
      },
      { livingWith: 'Parents', lossOfParent: 'None', psychoSocialSupport: false },
    ]);
    expect(record.data).toMatchObject({
      ...PLACE,
      age: 10,
      reason: 'Other',
      specifyReason: 'Looks after siblings',
      supportRequirementsIfYes: ['Books', 'Uniform'],
    });
    expect(record.links).toEqual({ householdId: 'household-0001', communityId: 'community-0001' });
    expect(record.explorer).toEqual({ name: 'Hauwa Musa', sex: 'Female', age: 10, reason: 'Other', householdRef: 'Musa Ibrahim' });
  });
});
