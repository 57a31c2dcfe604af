/** The pieces under the form: input kinds from the schemas, the ward list, labels and explorer rows. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../../../src/domain/csvReader';
import { resolveWardRows } from '../../../../src/domain/locations/wardRows';
import { DEVICE_TABLES, TABLE_ROW_FIELDS } from '../../../../src/domain/protocol';
import { fieldInfo, SHAPE_OF_TABLE } from '../../../../src/collect/forms/fieldKinds';
import { FORM_STEPS, REQUIRED_FIELDS } from '../../../../src/collect/forms/formSteps';
import { explorerFieldsOf } from '../../../../src/collect/forms/explorerFields';
import { recordLabel } from '../../../../src/collect/forms/recordLabel';
import { indexWards } from '../../../../src/collect/forms/wards';

describe('fieldInfo', () => {
  it.each([
    ['oosChildren', 'age', 'number'],
    ['oosChildren', 'dateOfBirth', 'date'],
    ['oosChildren', 'interestInEnrolling', 'flag'],
    ['oosChildren', 'address', 'longText'],
    ['oosChildren', 'firstName', 'text'],
    ['schools', 'email', 'email'],
    ['schools', 'imageUri', 'url'],
    ['schools', 'teachingMaterials', 'textList'],
    ['schools', 'inaccessibilityReason', 'choices'],
    ['households', 'state', 'location'],
  ] as const)('%s.%s is a %s input', (table, field, kind) => {
    expect(fieldInfo(table, field).kind).toBe(kind);
  });

  it('takes options from the enum lists, narrowed where the form offers fewer', () => {
    expect(fieldInfo('learners', 'sex')).toEqual({ kind: 'choice', options: ['Male', 'Female'] });
    expect(fieldInfo('oosChildren', 'disability').options).not.toContain('Mental');
    expect(fieldInfo('oosChildren', 'supportRequirementsIfYes').options).toContain('Foot wear');
  });
});

describe('FORM_STEPS', () => {
  it.each(DEVICE_TABLES)('%s asks every field of its schema once (links aside), and requires only asked fields', (table) => {
    const asked = FORM_STEPS[table].flatMap((step) => step.fields);
    const schemaFields = Object.keys(SHAPE_OF_TABLE[table]).filter((field) => field !== 'schoolId');
    const locations = ['state', 'lga', 'ward'].filter((field) => asked.includes(field));
    expect([...asked].sort()).toEqual([...new Set([...schemaFields, ...locations])].sort());
    for (const field of REQUIRED_FIELDS[table]) expect(asked).toContain(field);
  });
});

describe('the shipped ward list', () => {
  it('gives every ward the slug the server gives it', () => {
    const csv = fs.readFileSync('server/locations/data/inec-wards.csv', 'utf8');
    const server = resolveWardRows(csvRecords(csv)).rows;
    const index = indexWards(csv);
    const mine = [...index.entries()].flatMap(([key, wards]) => wards.map((ward) => `${key}/${ward.slug}`));
    expect(mine).toHaveLength(server.length);
    expect(new Set(mine)).toEqual(new Set(server.map((row) => `${row.state}/${row.lga}/${row.slug}`)));
  });
});

describe('recordLabel and explorerFieldsOf', () => {
  it('names a record by its name fields', () => {
    expect(recordLabel('oosChildren', { firstName: 'Hauwa', lastName: 'Musa' })).toBe('Hauwa Musa');
    expect(recordLabel('schools', { schoolName: 'Tsangaya Malam Audu' })).toBe('Tsangaya Malam Audu');
    expect(recordLabel('households', {})).toBe('');
  });

  it.each(DEVICE_TABLES)('%s rows hold the protocol’s row fields', (table) => {
    const row = explorerFieldsOf(table, {}, undefined);
    expect(Object.keys(row).sort()).toEqual(TABLE_ROW_FIELDS[table].filter((field) => field !== 'localId').sort());
  });

  it('names a parent by its label, else by its localUUID', () => {
    const parents = { households: [{ localUUID: 'h-1', label: 'Musa Ibrahim' }] };
    expect(explorerFieldsOf('oosChildren', {}, { householdId: 'h-1' }, parents).householdRef).toBe('Musa Ibrahim');
    expect(explorerFieldsOf('oosChildren', {}, { householdId: 'h-2' }, parents).householdRef).toBe('h-2');
  });
});
