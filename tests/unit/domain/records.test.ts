import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_LEARNER_ACCOMMODATION,
  communitySchema,
  DISABILITIES,
  DISABILITY_FORM_OPTIONS,
  householdHealthAndNutritionSchema,
  householdIdentificationSchema,
  householdParentGuardianSchema,
  outOfSchoolChildSchema,
  outOfSchoolChildUpdateSchema,
  schoolSchema,
  SCHOOL_TABS,
} from '../../../src/domain/records';
import { translateIn } from '../../../src/i18n/translate';
import { SPEC_SCHOOL_TABS } from '../../helpers/specTexts';

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('out-of-school child (spec 02 §5)', () => {
  it('accepts an empty record: every field is optional', () => {
    expect(outOfSchoolChildSchema.safeParse({}).success).toBe(true);
  });

  it('wants age between 5 and 15 with the spec messages', () => {
    expect(errorsOf(outOfSchoolChildSchema.safeParse({ age: 4 }))).toEqual({ age: 'Age must be at least 5' });
    expect(errorsOf(outOfSchoolChildSchema.safeParse({ age: 16 }))).toEqual({ age: 'Age must be at most 15' });
    expect(outOfSchoolChildSchema.safeParse({ age: 5 }).success).toBe(true);
    expect(outOfSchoolChildSchema.safeParse({ age: 15 }).success).toBe(true);
  });

  it('wants age to be a number', () => {
    expect(errorsOf(outOfSchoolChildSchema.safeParse({ age: 'ten' }))).toEqual({ age: 'Age must be a number' });
  });

  it('refuses values outside every enumeration', () => {
    for (const [field, bad] of [
      ['maritalStatus', 'Widowed'],
      ['geoPoliticalZone', 'North'],
      ['sex', 'M'],
      ['category', 'Never attended'],
      ['reason', 'Money'],
      ['reasonsNotToEnrolIfNo', 'Other'],
      ['timeWillingToEnrolIfYes', 'Later'],
      ['vocationalTrainingType', 'Welding'],
      ['livingWith', 'Friends'],
      ['lossOfParent', 'Both'],
      ['disability', 'Visual'],
    ] as const) {
      const result = outOfSchoolChildSchema.safeParse({ [field]: bad });
      expect(result.success, field).toBe(false);
      expect(errorsOf(result)[field], field).toMatch(/^Choose one of: /);
    }
    expect(outOfSchoolChildSchema.safeParse({ supportRequirementsIfYes: ['Books', 'Laptop'] }).success).toBe(false);
  });

  it('keeps Mental in the schema but not in the form', () => {
    expect(DISABILITIES).toContain('Mental');
    expect(DISABILITY_FORM_OPTIONS).not.toContain('Mental');
    expect(outOfSchoolChildSchema.safeParse({ disability: 'Mental' }).success).toBe(true);
  });

  it('takes dateOfBirth as yyyy-MM-dd only', () => {
    expect(outOfSchoolChildSchema.safeParse({ dateOfBirth: '2015-02-28' }).success).toBe(true);
    expect(errorsOf(outOfSchoolChildSchema.safeParse({ dateOfBirth: '28/02/2015' })).dateOfBirth).toBe('Date of birth must be written as yyyy-MM-dd');
    expect(errorsOf(outOfSchoolChildSchema.safeParse({ dateOfBirth: '2015-02-30' })).dateOfBirth).toBe('Date of birth is not a real date');
  });

  it('accepts the blank text fields the form sends as empty strings', () => {
    const blank = { middleName: '', nin: '', phone: '', landmark: '', address: '' };
    expect(outOfSchoolChildSchema.safeParse(blank).success).toBe(true);
  });

  it('accepts the child fields plus id on update', () => {
    expect(outOfSchoolChildUpdateSchema.safeParse({ id: 7, firstName: 'Aisha' }).success).toBe(true);
  });
});

describe('school (spec 02 §5)', () => {
  it('accepts an empty record', () => {
    expect(schoolSchema.safeParse({}).success).toBe(true);
  });

  it('wants a valid e-mail address', () => {
    expect(errorsOf(schoolSchema.safeParse({ email: 'not-mail' })).email).toBe('Enter a valid e-mail address');
    expect(schoolSchema.safeParse({ email: 'head@school.ng' }).success).toBe(true);
  });

  it('wants yearEstablished from 1900 to the current year', () => {
    const thisYear = new Date().getFullYear();
    expect(errorsOf(schoolSchema.safeParse({ yearEstablished: 1899 })).yearEstablished).toBe('Year established must be 1900 or later');
    expect(errorsOf(schoolSchema.safeParse({ yearEstablished: thisYear + 1 })).yearEstablished).toBe('Year established cannot be in the future');
    expect(schoolSchema.safeParse({ yearEstablished: 1900 }).success).toBe(true);
    expect(schoolSchema.safeParse({ yearEstablished: thisYear }).success).toBe(true);
  });

  it('wants distances at least 0 in steps of 0.1', () => {
    expect(errorsOf(schoolSchema.safeParse({ distanceFromCommunity: -0.1 })).distanceFromCommunity).toBe('Distance from community cannot be negative');
    expect(errorsOf(schoolSchema.safeParse({ learnersAverageDistance: 0.15 })).learnersAverageDistance).toMatch(/steps of 0\.1/);
    expect(schoolSchema.safeParse({ distanceFromCommunity: 0, learnersAverageDistance: 2.3 }).success).toBe(true);
  });

  it('takes latitude and longitude as numbers with any decimals', () => {
    expect(schoolSchema.safeParse({ latitude: 12.002345678, longitude: 8.5123456789 }).success).toBe(true);
    expect(errorsOf(schoolSchema.safeParse({ latitude: '12.0' })).latitude).toBe('Latitude must be a number');
  });

  it('keeps the contract spellings', () => {
    expect(ALTERNATE_LEARNER_ACCOMMODATION).toContain('In Neigborhood');
    expect(Object.keys(schoolSchema.shape)).toEqual(expect.arrayContaining(['foodFoorAlmajiri', 'availibilityOfGuidelines']));
    expect(schoolSchema.safeParse({ alternateLearnerAccommodation: 'In Neighborhood' }).success).toBe(false);
  });

  it('groups every field under one of the seven tabs', () => {
    expect(SCHOOL_TABS.map((t) => translateIn('en', t.labelKey))).toEqual(SPEC_SCHOOL_TABS);
    const fromTabs = SCHOOL_TABS.flatMap((t) => Object.keys(t.fields));
    expect(new Set(fromTabs).size).toBe(fromTabs.length);
    expect(fromTabs.sort()).toEqual(Object.keys(schoolSchema.shape).sort());
  });

  it('refuses ratings outside their scales', () => {
    expect(schoolSchema.safeParse({ classrooms: 'Fair' }).success).toBe(false);
    expect(schoolSchema.safeParse({ learnerTables: 'Usable' }).success).toBe(false);
    expect(schoolSchema.safeParse({ classrooms: 'Needs Repair', learnerTables: 'Unuseable' }).success).toBe(true);
  });
});

describe('community and household (spec 02 §5)', () => {
  it('accepts empty records', () => {
    expect(communitySchema.safeParse({}).success).toBe(true);
    expect(householdIdentificationSchema.safeParse({}).success).toBe(true);
    expect(householdParentGuardianSchema.safeParse({}).success).toBe(true);
    expect(householdHealthAndNutritionSchema.safeParse({}).success).toBe(true);
  });

  it('uses the five-level rate scale', () => {
    expect(communitySchema.safeParse({ dropoutBoysRate: 'very high', girlsNeverAttendedSchoolRate: 'very low' }).success).toBe(true);
    expect(communitySchema.safeParse({ dropoutBoysRate: 'extreme' }).success).toBe(false);
  });

  it('knows the four income bands', () => {
    for (const band of ['0-10000', '10001-30000', '30001-50000', '50001+']) {
      expect(householdIdentificationSchema.safeParse({ householdIncome: band }).success, band).toBe(true);
    }
    expect(householdIdentificationSchema.safeParse({ householdIncome: '50000+' }).success).toBe(false);
  });

  it('takes numbers for ages, counts and distance', () => {
    expect(householdIdentificationSchema.safeParse({ ageOfHouseholdHead: 'forty' }).success).toBe(false);
    expect(householdHealthAndNutritionSchema.safeParse({ healthFacilityDistance: 2.5 }).success).toBe(true);
  });
});
