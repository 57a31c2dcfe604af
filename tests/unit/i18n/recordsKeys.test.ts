/**
 * The record screens' keys that code builds at run time or react-admin looks up by itself: every
 * field of each record schema (resources.<resource>.fields.<source>), every enumerated value
 * (values.<stored value>), the per-type texts, tabs and sections, and every literal key in
 * src/resources — each in English and in Hausa.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as enums from '../../../src/domain/records/enums';
import {
  COMMUNITY_TABS,
  RECORD_TYPES,
  RECORD_TYPE_NAMES,
  SCHOOL_TABS,
  communityShape,
  householdHealthAndNutritionShape,
  householdIdentificationShape,
  householdParentGuardianShape,
  learnerShape,
  outOfSchoolChildShape,
  schoolShape,
  staffShape,
  recordTypeEntry,
  type RecordType,
} from '../../../src/domain/records';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { lookup, translateIn } from '../../../src/i18n/translate';
import { SPEC_COMMUNITY_TABS, SPEC_SCHOOL_TABS, SPEC_UPDATE_FAILED, SPEC_UPDATED_MESSAGES } from '../../helpers/specTexts';

type Catalogue = Parameters<typeof lookup>[0];
const CATALOGUES: Record<'en' | 'ha', Catalogue> = { en, ha };

/** Keys missing (or blank) in English or in Hausa. */
const missing = (keys: readonly string[]) =>
  keys.flatMap((key) => (['en', 'ha'] as const).filter((locale) => !lookup(CATALOGUES[locale], key)?.trim()).map((locale) => `${key} (${locale})`));

/** Every field of each record type's schema, plus what its list or show page adds (names of linked records). */
const FIELDS: Record<RecordType, readonly string[]> = {
  schools: Object.keys(schoolShape),
  learners: [...Object.keys(learnerShape), 'schoolName'],
  staff: [...Object.keys(staffShape), 'schoolName'],
  communities: Object.keys(communityShape),
  households: [
    ...Object.keys(householdIdentificationShape),
    ...Object.keys(householdParentGuardianShape),
    ...Object.keys(householdHealthAndNutritionShape),
    'communityName',
  ],
  outOfSchoolChildren: [...Object.keys(outOfSchoolChildShape), 'householdHead'],
};
const RECORD_FIELDS = ['state', 'lga', 'ward', 'zone', 'createdAt', 'updatedAt'];

const ENUM_LISTS = Object.values(enums as Record<string, unknown>).filter((list): list is readonly string[] => Array.isArray(list));
const ENUM_VALUES: string[] = [...new Set(ENUM_LISTS.flat())];

describe('record field labels (resources.<resource>.fields)', () => {
  it('has a label for every field of every record schema, in English and in Hausa', () => {
    const keys = RECORD_TYPE_NAMES.flatMap((type) => FIELDS[type].map((field) => `resources.${RECORD_TYPES[type].resource}.fields.${field}`));
    expect(keys.length).toBeGreaterThan(200);
    expect(missing(keys)).toEqual([]);
  });

  it('has the location and time labels every list and show page uses', () => {
    expect(missing(RECORD_FIELDS.map((field) => `records.fields.${field}`))).toEqual([]);
    const showTypes: RecordType[] = ['schools', 'learners', 'staff', 'communities', 'outOfSchoolChildren'];
    expect(missing(showTypes.flatMap((type) => RECORD_FIELDS.map((field) => `resources.${RECORD_TYPES[type].resource}.fields.${field}`)))).toEqual([]);
  });

  it('keeps the edit screens’ English labels and gives real Hausa ones', () => {
    expect(translateIn('en', 'resources.schools.fields.schoolName')).toBe('School Name');
    expect(translateIn('en', 'resources.community.fields.boysNeverAttendedSchoolRate')).toBe('Boys Who Never Attended School');
    expect(translateIn('en', 'resources.out-of-school.fields.reason')).toBe('Reason for Being Out of School');
    expect(translateIn('ha', 'resources.schools.fields.schoolName')).toBe('Sunan Makaranta');
    const mine: RecordType[] = ['schools', 'learners', 'staff', 'communities', 'outOfSchoolChildren'];
    const same = mine.flatMap((type) =>
      FIELDS[type]
        .map((field) => `resources.${RECORD_TYPES[type].resource}.fields.${field}`)
        .filter((key) => translateIn('ha', key) === translateIn('en', key)),
    );
    // Only the code NIN reads the same in both languages.
    expect(same).toEqual(['resources.out-of-school.fields.nin']);
  });
});

describe('enumerated values (values.<stored value>)', () => {
  it('has every value of src/domain/records/enums.ts, in English and in Hausa', () => {
    expect(ENUM_VALUES.length).toBeGreaterThan(120);
    expect(ENUM_VALUES.filter((value) => value.includes('.'))).toEqual([]);
    const english: Record<string, string> = en.values;
    const hausa: Record<string, string> = ha.values;
    expect(ENUM_VALUES.filter((value) => !english[value]?.trim() || !hausa[value]?.trim())).toEqual([]);
    expect(Object.keys(english).filter((value) => !ENUM_VALUES.includes(value))).toEqual([]);
  });

  it('shows each value in English as stored, the income bands as the spec names them, the rate scale capitalised', () => {
    const english: Record<string, string> = en.values;
    const expected = (value: string): string => {
      if (value in enums.HOUSEHOLD_INCOME_LABELS) return enums.HOUSEHOLD_INCOME_LABELS[value as keyof typeof enums.HOUSEHOLD_INCOME_LABELS];
      if ((enums.RATE_SCALE as readonly string[]).includes(value)) return value.charAt(0).toUpperCase() + value.slice(1);
      return value;
    };
    expect(ENUM_VALUES.filter((value) => english[value] !== expected(value))).toEqual([]);
    expect(translateIn('en', 'values.0-10000')).toBe('Below N10,000');
    expect(translateIn('ha', 'values.Beauty & Cosmetology')).toBe('Kwalliya da Gyaran Jiki');
    expect(translateIn('ha', 'values.Cloths/Beddings')).toBe('Tufafi/Shimfiɗa');
  });
});

describe('per-type texts built from the record type', () => {
  it('has each type’s menu label, list noun and untitled name', () => {
    const keys = RECORD_TYPE_NAMES.flatMap((type) => [`menu.${type}`, `records.nouns.${type}`, `records.untitled.${type}`]);
    expect(missing(keys)).toEqual([]);
    expect(translateIn('en', 'records.untitled.learners', { id: 8 })).toBe('Learner #8');
  });

  it('keeps the edit screens’ loading texts and toasts verbatim (spec 02 §2, §8), with Hausa', () => {
    const edited: RecordType[] = ['schools', 'communities', 'outOfSchoolChildren'];
    const loading = { schools: 'Loading school data...', communities: 'Loading community data...', outOfSchoolChildren: 'Loading child data...' };
    for (const type of edited) {
      const { resource, updatedKey } = recordTypeEntry(type);
      const key = (name: string) => `resources.${resource}.messages.${name}`;
      expect(missing(['loading', 'loadFailed', 'saved', 'saveFailed'].map(key))).toEqual([]);
      expect(updatedKey).toBe(key('saved'));
      expect(translateIn('en', key('saved'))).toBe(SPEC_UPDATED_MESSAGES[type]);
      expect(translateIn('en', key('saveFailed'))).toBe(SPEC_UPDATE_FAILED[type]);
      expect(translateIn('en', key('loading'))).toBe(loading[type as keyof typeof loading]);
      expect(translateIn('ha', key('saved'))).not.toBe(SPEC_UPDATED_MESSAGES[type]);
      expect(missing([`resources.${resource}.edit.untitled`])).toEqual([]);
    }
  });

  it('names the school and community tabs as the domain does (spec 02 §2.3, §2.4), with Hausa', () => {
    expect(SCHOOL_TABS.map((tab) => translateIn('en', tab.labelKey))).toEqual(SPEC_SCHOOL_TABS);
    expect(COMMUNITY_TABS.map((tab) => translateIn('en', tab.labelKey))).toEqual(SPEC_COMMUNITY_TABS);
    expect(missing([...SCHOOL_TABS, ...COMMUNITY_TABS].map((tab) => tab.labelKey))).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('literal keys in src/resources', () => {
  const RESOURCES = join(import.meta.dirname, '../../../src/resources');
  const files = sourceFiles(RESOURCES).map((file) => ({ where: relative(RESOURCES, file), text: readFileSync(file, 'utf8') }));

  it('finds every quoted key of the record namespaces in both catalogues', () => {
    const KEY = /['"`]((?:records|resources|values|menu)\.[\w.-]+)['"`]/g;
    const keys = files.flatMap(({ where, text }) => [...text.matchAll(KEY)].map((match) => ({ key: match[1], where })));
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter(({ key }) => missing([key]).length > 0).map(({ key, where }) => `${key} (${where})`)).toEqual([]);
  });

  it('has a heading for every section of the child form', () => {
    const names = files.flatMap(({ text }) => [...text.matchAll(/<FormSection name="(\w+)"/g)].map((match) => match[1]));
    expect(names).toHaveLength(8);
    expect(missing(names.map((name) => `resources.out-of-school.sections.${name}`))).toEqual([]);
  });
});
