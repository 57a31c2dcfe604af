/** The six record types as the API serves them (docs/api-records.md). */
import type { z } from 'zod';
import { RECORD_PERMISSIONS } from '../../src/domain/records/permissions';
import {
  communitySchema,
  householdHealthAndNutritionShape,
  householdIdentificationShape,
  householdParentGuardianShape,
  householdSchema,
  learnerSchema,
  outOfSchoolChildSchema,
  RECORD_TYPES,
  schoolSchema,
  staffSchema,
  type RecordType,
} from '../../src/domain/records';
import { buildKeyMap } from './keys';
import type { FilterSpec, LinkDef, RecordDef, RecordPart, ReferenceDef, RecordTable } from './types';

const ENUM: FilterSpec = { kind: 'enum' };
const BOOLEAN: FilterSpec = { kind: 'boolean' };
const ID: FilterSpec = { kind: 'id' };
const TIMES = ['createdAt', 'updatedAt', 'id'] as const;

interface DefInput extends Partial<Pick<RecordDef, 'link' | 'references' | 'computed'>> {
  type: RecordType;
  table: RecordTable;
  noun: string;
  updatedMessage: string;
  schema: z.ZodObject<z.ZodRawShape>;
  readPermissions: readonly string[];
  writePermissions: readonly string[];
  filters: Record<string, FilterSpec>;
  sortable: readonly string[];
  searchColumns: readonly string[];
  locationEditable: boolean;
}

function define(input: DefInput): RecordDef {
  const fields = Object.keys(input.schema.shape);
  return {
    ...input,
    path: RECORD_TYPES[input.type].apiPath,
    fields,
    references: input.references ?? {},
    computed: input.computed ?? [],
    keyMap: buildKeyMap(fields),
  };
}

const schoolLink = (): LinkDef => ({ idKey: 'schoolId', table: 'schools', nameColumn: 'schoolName', as: 'schoolName' });
const SCHOOL_REF: ReferenceDef = { table: 'schools', noun: 'learning centre' };
const COMMUNITY_REF: ReferenceDef = { table: 'communities', noun: 'community' };
const HOUSEHOLD_REF: ReferenceDef = { table: 'households', noun: 'household' };

export const schoolsDef = define({
  type: 'schools',
  table: 'schools',
  noun: 'school',
  updatedMessage: 'School updated successfully',
  schema: schoolSchema,
  readPermissions: RECORD_PERMISSIONS.schools.read,
  writePermissions: RECORD_PERMISSIONS.schools.write,
  filters: { typeOfSchool: ENUM, levelOfEducation: ENUM, communityType: ENUM, systemOfEducation: ENUM, accessibility: ENUM },
  sortable: ['schoolName', 'state', 'lga', 'typeOfSchool', ...TIMES],
  searchColumns: ['schoolName', 'reference'],
  locationEditable: true,
  computed: ['learnerCount', 'staffCount'],
});

export const learnersDef = define({
  type: 'learners',
  table: 'learners',
  noun: 'learner',
  updatedMessage: 'Learner updated successfully',
  schema: learnerSchema,
  readPermissions: RECORD_PERMISSIONS.learners.read,
  writePermissions: RECORD_PERMISSIONS.learners.write,
  filters: { sex: ENUM, currentLevel: ENUM, schoolId: ID },
  sortable: ['lastName', 'firstName', 'age', 'state', ...TIMES],
  searchColumns: ['lastName', 'firstName'],
  link: schoolLink(),
  references: { schoolId: SCHOOL_REF },
  locationEditable: false,
});

export const staffDef = define({
  type: 'staff',
  table: 'staff',
  noun: 'staff member',
  updatedMessage: 'Staff updated successfully',
  schema: staffSchema,
  readPermissions: RECORD_PERMISSIONS.staff.read,
  writePermissions: RECORD_PERMISSIONS.staff.write,
  filters: { sex: ENUM, typeOfStaff: ENUM, role: ENUM, schoolId: ID },
  sortable: ['fullName', 'state', ...TIMES],
  searchColumns: ['fullName'],
  link: schoolLink(),
  references: { schoolId: SCHOOL_REF },
  locationEditable: false,
});

export const communitiesDef = define({
  type: 'communities',
  table: 'communities',
  noun: 'community',
  updatedMessage: 'Community updated successfully',
  schema: communitySchema,
  readPermissions: RECORD_PERMISSIONS.communities.read,
  writePermissions: RECORD_PERMISSIONS.communities.write,
  filters: { communityType: ENUM, preferredEducationType: ENUM },
  sortable: ['name', 'state', 'lga', ...TIMES],
  searchColumns: ['name', 'reference'],
  locationEditable: true,
});

export const householdsDef = define({
  type: 'households',
  table: 'households',
  noun: 'household',
  updatedMessage: 'Household saved successfully!',
  schema: householdSchema,
  readPermissions: RECORD_PERMISSIONS.households.read,
  writePermissions: RECORD_PERMISSIONS.households.write,
  filters: { householdIncome: ENUM, maritalStatus: ENUM, hasSchoolAgeChildren: BOOLEAN, communityId: ID },
  sortable: ['householdHead', 'state', 'lga', ...TIMES],
  searchColumns: ['householdHead'],
  link: { idKey: 'communityId', table: 'communities', nameColumn: 'name', as: 'communityName' },
  references: { communityId: COMMUNITY_REF },
  locationEditable: false,
});

export const outOfSchoolChildrenDef = define({
  type: 'outOfSchoolChildren',
  table: 'oosChildren',
  noun: 'child',
  updatedMessage: 'Child updated successfully',
  schema: outOfSchoolChildSchema,
  readPermissions: RECORD_PERMISSIONS.outOfSchoolChildren.read,
  writePermissions: RECORD_PERMISSIONS.outOfSchoolChildren.write,
  filters: {
    sex: ENUM,
    category: ENUM,
    reason: ENUM,
    disability: ENUM,
    interestInEnrolling: BOOLEAN,
    livingWith: ENUM,
    householdId: ID,
    ageFrom: { kind: 'min', column: 'age' },
    ageTo: { kind: 'max', column: 'age' },
  },
  sortable: ['lastName', 'firstName', 'age', 'state', 'lga', ...TIMES],
  searchColumns: ['lastName', 'firstName'],
  link: { idKey: 'householdId', table: 'households', nameColumn: 'householdHead', as: 'householdHead' },
  references: { householdId: HOUSEHOLD_REF, communityId: COMMUNITY_REF },
  locationEditable: false,
});

export const RECORD_DEFS: Readonly<Record<RecordType, RecordDef>> = {
  schools: schoolsDef,
  learners: learnersDef,
  staff: staffDef,
  communities: communitiesDef,
  households: householdsDef,
  outOfSchoolChildren: outOfSchoolChildrenDef,
};

/** The household tabs, each saved on its own (spec 02 §7, §8). */
export const HOUSEHOLD_PARTS = {
  identification: { shape: householdIdentificationShape, message: 'Household identification saved successfully!' },
  parentGuardian: { shape: householdParentGuardianShape, message: 'Parent/Guardian information saved successfully!' },
  healthAndNutrition: { shape: householdHealthAndNutritionShape, message: 'Health & Nutrition information saved successfully!' },
} as const satisfies Record<string, RecordPart>;

export type HouseholdPart = keyof typeof HOUSEHOLD_PARTS;
