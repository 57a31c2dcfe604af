/**
 * The public pages' keys built at run time (indicator names, zones, types of learning centre,
 * reasons, chart-image failures) exist in English and Hausa, and the English texts are the ones
 * the pages showed before they were translated.
 */
import { describe, expect, it } from 'vitest';
import { ZONES } from '../../../src/domain/locations';
import { AGE_GROUP_LABELS, SUPPRESSED_KEY, SUPPRESSED_LABEL, SUPPRESSED_TEXT, SUPPRESSION_NOTE, SUPPRESSION_THRESHOLD } from '../../../src/domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES } from '../../../src/domain/records/enums';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { lookup, translateIn } from '../../../src/i18n/translate';
import { CHART_IMAGE_FAILURE_KEYS } from '../../../src/public/components/charts/chartImage';
import { INDICATORS } from '../../../src/public/components/indicators';
import { OOS_REASON_KEYS, SCHOOL_TYPE_KEYS, ZONE_KEYS } from '../../../src/public/components/labels';

const english = (key: string) => lookup(en, key);
const hausa = (key: string) => lookup(ha, key);
const missing = (keys: readonly string[]) => keys.filter((key) => !english(key) || !hausa(key));

describe('public pages: keys built at run time', () => {
  it('names every indicator and its column group in English and Hausa', () => {
    const keys = INDICATORS.flatMap((indicator) => [indicator.labelKey, indicator.groupKey]);
    expect(INDICATORS.length).toBeGreaterThan(30);
    expect(missing(keys)).toEqual([]);
    // Hausa is a translation, not a copy of the English names.
    expect(INDICATORS.filter((indicator) => hausa(indicator.labelKey) === english(indicator.labelKey)).map((i) => i.id)).toEqual([]);
  });

  it('keeps the English indicator names the data table and map always showed', () => {
    const label = (id: string) => english(INDICATORS.find((indicator) => indicator.id === id)!.labelKey);
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/(^-|-$)/g, '');
    expect(label('literacy')).toBe('Literacy rate (%)');
    for (const type of SCHOOL_TYPES) {
      expect(label(`centres-${slug(type)}`)).toBe(`Centres: ${type}`);
      expect(label(`learners-${slug(type)}`)).toBe(`Learners in ${type} centres`);
    }
    for (const age of AGE_GROUP_LABELS) expect(label(`oos-age-${age}`)).toBe(`Out of school: aged ${age}`);
    for (const category of OOS_CATEGORIES) expect(label(`oos-${slug(category)}`)).toBe(`Out of school: ${category.toLowerCase()}`);
    for (const reason of OOS_REASONS) expect(label(`oos-reason-${slug(reason)}`)).toBe(`Reason: ${reason.toLowerCase()}`);
  });

  it('names every zone, type of learning centre and reason, in English as stored', () => {
    expect(Object.keys(ZONE_KEYS).sort()).toEqual(ZONES.map((zone) => zone.slug).sort());
    for (const zone of ZONES) expect(english(ZONE_KEYS[zone.slug])).toBe(zone.name);
    for (const type of SCHOOL_TYPES) expect(english(SCHOOL_TYPE_KEYS[type])).toBe(type);
    for (const reason of OOS_REASONS) expect(english(OOS_REASON_KEYS[reason])).toBe(reason);
    const keys = [...Object.values(ZONE_KEYS), ...Object.values(SCHOOL_TYPE_KEYS), ...Object.values(OOS_REASON_KEYS)];
    expect(missing(keys)).toEqual([]);
    expect(ZONES.filter((zone) => hausa(ZONE_KEYS[zone.slug]) === zone.name)).toEqual([]);
  });

  it('has a message for every way saving a chart as an image can fail', () => {
    expect(missing(CHART_IMAGE_FAILURE_KEYS)).toEqual([]);
  });

  it('says the hidden-count texts exactly as the domain and the server do', () => {
    const hidden = { label: SUPPRESSED_LABEL, max: SUPPRESSION_THRESHOLD - 1 };
    expect(translateIn('en', 'publicCommon.suppressedKey', hidden)).toBe(SUPPRESSED_KEY);
    expect(translateIn('en', 'publicCommon.suppressionNote', hidden)).toBe(SUPPRESSION_NOTE);
    expect(translateIn('en', 'publicCommon.suppressedText')).toBe(SUPPRESSED_TEXT);
    expect(translateIn('en', 'publicCommon.hiddenValue', hidden)).toBe(`${SUPPRESSED_LABEL} (${SUPPRESSED_TEXT.toLowerCase()})`);
    expect(translateIn('ha', 'publicCommon.suppressedKey', hidden)).toMatch(/^x: an ɓoye don kare sirri \(ƙidaya daga 1 zuwa 4,/);
  });
});
