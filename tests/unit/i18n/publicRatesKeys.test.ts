/**
 * The rates' catalogue (src/i18n/areas/publicRates.*.ts): every English phrase in Hausa, translated
 * rather than copied, with the same placeholders; in the public catalogues both languages load; and
 * the rate's numbers in the chosen language's conventions.
 */
import { describe, expect, it } from 'vitest';
import { publicRatesEn } from '../../../src/i18n/areas/publicRates.en';
import { publicRatesHa } from '../../../src/i18n/areas/publicRates.ha';
import { numberLocale } from '../../../src/i18n/format';
import { publicEn } from '../../../src/i18n/public.en';
import { publicHa } from '../../../src/i18n/public.ha';
import { lookup, type MessageTree } from '../../../src/i18n/translate';
import { denominatorText } from '../../../src/public/components/rates/rateTexts';
import { translateIn } from '../../../src/i18n/translate';

const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe('the rates catalogue', () => {
  it('has every English phrase in Hausa, translated, with the same placeholders', () => {
    const hausa = new Map(leaves(publicRatesHa));
    const english = leaves(publicRatesEn);
    expect(english.length).toBeGreaterThan(30);
    for (const [key, text] of english) {
      expect(hausa.get(key), key).toBeTruthy();
      expect(hausa.get(key), key).not.toBe(text);
      expect(placeholders(hausa.get(key)!), key).toEqual(placeholders(text));
    }
  });

  it('is part of the public site’s catalogues in both languages', () => {
    expect(lookup(publicEn as unknown as MessageTree, 'publicRates.noRate.noPopulation')).toBe(publicRatesEn.publicRates.noRate.noPopulation);
    expect(lookup(publicHa as unknown as MessageTree, 'publicRates.noRate.noPopulation')).toBe(publicRatesHa.publicRates.noRate.noPopulation);
  });

  it('writes a population in Hausa with the Hausa number conventions', () => {
    const population = { ageGroup: '6-11', year: 2024, total: 1234567, female: null, male: null, source: 'S', licence: 'L', demo: false };
    const ha = (key: string, options?: Record<string, string | number>) => translateIn('ha', key, options);
    const text = denominatorText(ha, population, numberLocale('ha'));
    expect(text).toBe(`Yawan jama’a masu shekaru 6-11, 2024: ${(1234567).toLocaleString(numberLocale('ha'))} — S (L)`);
  });
});
