import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_PARTS_BY_TAB,
  HOUSEHOLD_TABS,
  householdHealthAndNutritionShape,
  householdIdentificationShape,
  householdParentGuardianShape,
} from '../../../src/domain/records';
import { householdEn } from '../../../src/i18n/areas/household.en';
import { householdHa } from '../../../src/i18n/areas/household.ha';
import { translateIn } from '../../../src/i18n/translate';
import { SPEC_HOUSEHOLD_PARTS } from '../../helpers/specTexts';

/** Every field the household edit screen shows: the three parts' schemas and the read-only location. */
const FIELDS = [
  ...Object.keys(householdIdentificationShape),
  ...Object.keys(householdParentGuardianShape),
  ...Object.keys(householdHealthAndNutritionShape),
  'state',
  'lga',
  'ward',
  'communityName',
];

describe('household field labels (resources.households.fields)', () => {
  it('has a label for every household field, in English and in Hausa', () => {
    const en: Record<string, string> = householdEn.fields;
    const ha: Record<string, string> = householdHa.fields;
    expect(FIELDS.filter((field) => !en[field]?.trim())).toEqual([]);
    expect(FIELDS.filter((field) => !ha[field]?.trim())).toEqual([]);
  });

  it('is mounted where react-admin looks for the labels of the households resource', () => {
    expect(translateIn('en', 'resources.households.fields.householdHead')).toBe('Household Head');
    expect(translateIn('ha', 'resources.households.fields.householdHead')).toBe('Shugaban Gida');
    expect(translateIn('en', 'resources.households.fields.healthFacilityDistance')).toBe('Distance to Health Facility (km)');
  });
});

describe('household tabs and toasts', () => {
  it('keeps the spec texts verbatim in English (spec 02 §8) and has them in Hausa', () => {
    for (const [index, tab] of HOUSEHOLD_TABS.entries()) {
      const { labelKey, messageKeys } = HOUSEHOLD_PARTS_BY_TAB[tab];
      const { label, saved, failed } = SPEC_HOUSEHOLD_PARTS[index];
      expect([labelKey, messageKeys.saved, messageKeys.failed].map((key) => translateIn('en', key))).toEqual([label, saved, failed]);
      for (const key of [labelKey, messageKeys.saved, messageKeys.failed]) {
        expect(translateIn('ha', key), key).not.toBe(translateIn('en', key));
      }
    }
  });
});
