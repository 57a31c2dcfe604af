/**
 * The six record types as the API serves them (docs/api-records.md). Names, paths, nouns, messages
 * and permissions come from the record catalogue and the record-permission table (src/domain);
 * what is the server's own is here: tables, filters, sorting, search, links and references.
 */
import type { z } from 'zod';
import { RECORD_PERMISSIONS } from '../../src/domain/records/permissions';
import {
  communitySchema,
  HOUSEHOLD_PARTS_BY_TAB,
  HOUSEHOLD_TABS,
  householdSchema,
  learnerSchema,
  outOfSchoolChildSchema,
  RECORD_TYPES,
  schoolSchema,
  staffSchema,
  type RecordType,
} from '../../src/domain/records';
import { buildKeyMap } from './keys';
import type { FilterSpec, HouseholdPartDef, HouseholdPartKey, LinkDef, RecordDef, ReferenceDef, RecordTable } from './types';

const ENUM: FilterSpec = { kind: 'enum' };
const BOOLEAN: FilterSpec = { kind: 'boolean' };
const ID: FilterSpec = { kind: 'id' };
const TIMES = ['createdAt', 'updatedAt', 'id'] as const;

interface DefInput extends Partial<Pick<RecordDef, 'link' | 'references'>> {
  type: RecordType;
  table: RecordTable;
  schema: z.ZodObject<z.ZodRawShape>;
  filters: Record<string, FilterSpec>;
  sortable: readonly string[];
  searchColumns: readonly string[];
  locationEditable: boolean;
}

function define(input: DefInput): RecordDef {
  const fields = Object.keys(input.schema.shape);
  const entry = RECORD_TYPES[input.type];
  return {
    ...input,
    path: entry.apiPath,
    noun: entry.singular,
    updatedMessage: entry.messages.updated,
    readPermissions: RECORD_PERMISSIONS[input.type].read,
    writePermissions: RECORD_PERMISSIONS[input.type].write,
    fields,
    references: input.references ?? {},
    computed: entry.computed,
    keyMap: buildKeyMap(fields),
  };
}

const schoolLink = (): LinkDef => ({ idKey: 'schoolId', table: 'schools', nameColumn: 'schoolName', as: 'schoolName' });
// A link to a school names it as the spec's learning centre ("No learning centre has the id 12").
const SCHOOL_REF: ReferenceDef = { table: 'schools', noun: 'learning centre' };
const COMMUNITY_REF: ReferenceDef = { table: 'communities', noun: RECORD_TYPES.communities.singular };
const HOUSEHOLD_REF: ReferenceDef = { table: 'households', noun: RECORD_TYPES.households.singular };

export const schoolsDef = define({
  type: 'schools',
  table: 'schools',
  schema: schoolSchema,
  filters: { typeOfSchool: ENUM, levelOfEducation: ENUM, communityType: ENUM, systemOfEducation: ENUM, accessibility: ENUM },
  sortable: ['schoolName', 'state', 'lga', 'typeOfSchool', ...TIMES],
  searchColumns: ['schoolName', 'reference'],
  locationEditable: true,
});

export const learnersDef = define({
  type: 'learners',
  table: 'learners',
  schema: learnerSchema,
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
  schema: staffSchema,
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
  schema: communitySchema,
  filters: { communityType: ENUM, preferredEducationType: ENUM },
  sortable: ['name', 'state', 'lga', ...TIMES],
  searchColumns: ['name', 'reference'],
  locationEditable: true,
});

export const householdsDef = define({
  type: 'households',
  table: 'households',
  schema: householdSchema,
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
  schema: outOfSchoolChildSchema,
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

/** The household tabs, each saved on its own (spec 02 §7, §8), by their code key. */
export const HOUSEHOLD_PARTS = Object.fromEntries(
  HOUSEHOLD_TABS.map((tab) => {
    const { key, shape, messages } = HOUSEHOLD_PARTS_BY_TAB[tab];
    return [key, { tab, key, shape, message: messages.saved }];
  }),
) as Readonly<Record<HouseholdPartKey, HouseholdPartDef>>;
