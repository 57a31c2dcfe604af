/**
 * The six record types as the API serves them (docs/api-records.md). Names, paths, nouns, messages
 * (their English phrases in src/i18n) and permissions come from the record catalogue and the record-permission table (src/domain), the
 * schema and whether the place is editable from the write shapes (src/domain/api/recordsWrite.ts);
 * what is the server's own is here: tables, filters, sorting, search, links and references.
 */
import { RECORD_WRITE_SHAPES } from '../../src/domain/api/recordsWrite';
import { RECORD_PERMISSIONS } from '../../src/domain/records/permissions';
import { HOUSEHOLD_PARTS_BY_TAB, HOUSEHOLD_TABS, RECORD_TYPES, type RecordType } from '../../src/domain/records';
import { englishPhrase } from '../../src/i18n/catalogues';
import { buildKeyMap } from './keys';
import type { FilterSpec, HouseholdPartDef, HouseholdPartKey, LinkDef, RecordDef, ReferenceDef, RecordTable } from './types';

const ENUM: FilterSpec = { kind: 'enum' };
const BOOLEAN: FilterSpec = { kind: 'boolean' };
const ID: FilterSpec = { kind: 'id' };
const TIMES = ['createdAt', 'updatedAt', 'id'] as const;

interface DefInput extends Partial<Pick<RecordDef, 'link' | 'references'>> {
  type: RecordType;
  table: RecordTable;
  filters: Record<string, FilterSpec>;
  sortable: readonly string[];
  searchColumns: readonly string[];
}

/** The links here and the domain's write shape (what a PUT body may send back) must name the same keys. */
function checkWriteShape(input: DefInput): void {
  const { referenceKeys, link } = RECORD_WRITE_SHAPES[input.type];
  const sameLink = link?.idKey === input.link?.idKey && link?.as === input.link?.as;
  if (!sameLink || Object.keys(input.references ?? {}).join() !== referenceKeys.join())
    throw new Error(`The links of ${input.type} differ from its write shape in src/domain/api/recordsWrite.ts`);
}

function define(input: DefInput): RecordDef {
  checkWriteShape(input);
  // The type's schema and whether its place is editable: the domain's, as the PUT body schema reads them.
  const { schema, locationEditable } = RECORD_WRITE_SHAPES[input.type];
  const fields = Object.keys(schema.shape);
  const entry = RECORD_TYPES[input.type];
  return {
    ...input,
    schema,
    locationEditable,
    path: entry.apiPath,
    noun: englishPhrase(entry.nounKey),
    updatedMessage: englishPhrase(entry.updatedKey),
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
const COMMUNITY_REF: ReferenceDef = { table: 'communities', noun: englishPhrase(RECORD_TYPES.communities.nounKey) };
const HOUSEHOLD_REF: ReferenceDef = { table: 'households', noun: englishPhrase(RECORD_TYPES.households.nounKey) };

export const schoolsDef = define({
  type: 'schools',
  table: 'schools',
  filters: { typeOfSchool: ENUM, levelOfEducation: ENUM, communityType: ENUM, systemOfEducation: ENUM, accessibility: ENUM },
  sortable: ['schoolName', 'state', 'lga', 'typeOfSchool', ...TIMES],
  searchColumns: ['schoolName', 'reference'],
});

export const learnersDef = define({
  type: 'learners',
  table: 'learners',
  filters: { sex: ENUM, currentLevel: ENUM, schoolId: ID },
  sortable: ['lastName', 'firstName', 'age', 'state', ...TIMES],
  searchColumns: ['lastName', 'firstName'],
  link: schoolLink(),
  references: { schoolId: SCHOOL_REF },
});

export const staffDef = define({
  type: 'staff',
  table: 'staff',
  filters: { sex: ENUM, typeOfStaff: ENUM, role: ENUM, schoolId: ID },
  sortable: ['fullName', 'state', ...TIMES],
  searchColumns: ['fullName'],
  link: schoolLink(),
  references: { schoolId: SCHOOL_REF },
});

export const communitiesDef = define({
  type: 'communities',
  table: 'communities',
  filters: { communityType: ENUM, preferredEducationType: ENUM },
  sortable: ['name', 'state', 'lga', ...TIMES],
  searchColumns: ['name', 'reference'],
});

export const householdsDef = define({
  type: 'households',
  table: 'households',
  filters: { householdIncome: ENUM, maritalStatus: ENUM, hasSchoolAgeChildren: BOOLEAN, communityId: ID },
  sortable: ['householdHead', 'state', 'lga', ...TIMES],
  searchColumns: ['householdHead'],
  link: { idKey: 'communityId', table: 'communities', nameColumn: 'name', as: 'communityName' },
  references: { communityId: COMMUNITY_REF },
});

export const outOfSchoolChildrenDef = define({
  type: 'outOfSchoolChildren',
  table: 'oosChildren',
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
    const { key, shape, messageKeys } = HOUSEHOLD_PARTS_BY_TAB[tab];
    return [key, { tab, key, shape, message: englishPhrase(messageKeys.saved) }];
  }),
) as Readonly<Record<HouseholdPartKey, HouseholdPartDef>>;
