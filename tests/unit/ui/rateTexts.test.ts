/**
 * The words and numbers of the out-of-school rate (src/public/components/rates/rateTexts.ts): a
 * rate only with its population, named; the reason where there is none; the GPI and the adjusted
 * GPI where it differs; numbers in each language's conventions; the notes under a table.
 */
import { describe, expect, it } from 'vitest';
import type { PrimaryAgeRate } from '../../../src/domain/api/publicRates';
import { translateIn } from '../../../src/i18n/translate';
import {
  bySexText,
  denominatorsText,
  denominatorText,
  distinctDenominators,
  formatIndex,
  formatRatePercent,
  gpiText,
  gpiValue,
  noRateText,
  rateNoteTexts,
  rateShown,
  rateValue,
  usesDemoPopulation,
} from '../../../src/public/components/rates/rateTexts';
import { DEMO_SOURCE, population, primaryAgeCounts, primaryAgeRate, REAL_SOURCE } from './support/rateFixtures';

const en = (key: string, options?: Record<string, string | number>) => translateIn('en', key, options);
const ha = (key: string, options?: Record<string, string | number>) => translateIn('ha', key, options);

/** 30 girls of 400 and 20 boys of 600: 7.5% and 3.3%, GPI 2.25, adjusted 1.56. */
const real = primaryAgeRate(primaryAgeCounts(30, 20), population(400, 600, { demo: false }));
/** 60 girls and 90 boys of 600 each: 10% and 15%, GPI 0.67 (no adjustment below 1). */
const demo = primaryAgeRate(primaryAgeCounts(60, 90), population(600, 600));
const noPopulation = primaryAgeRate(primaryAgeCounts(60, 90), null);
const hidden = primaryAgeRate(primaryAgeCounts(null, null), population(600, 600));

describe('a rate is shown only with its population', () => {
  it('shows the percent and the population it is divided by', () => {
    expect(rateShown(real)).toEqual({ kind: 'rate', percent: 5, denominator: real.denominator });
    expect(rateValue(real)).toBe(5);
  });

  it('says why there is none: no population, or the count hidden', () => {
    expect(rateShown(noPopulation)).toEqual({ kind: 'none', reason: 'noPopulation' });
    expect(rateShown(hidden)).toEqual({ kind: 'none', reason: 'hidden' });
    // A percent without a population would not name what it is divided by: it is not shown.
    expect(rateShown({ ...real, denominator: null })).toEqual({ kind: 'none', reason: 'noPopulation' });
  });

  it('gives the sortable value: the percent, the hidden marker (null) or no figure (undefined)', () => {
    expect(rateValue(hidden)).toBeNull();
    expect(rateValue(noPopulation)).toBeUndefined();
    expect(gpiValue(real)).toBe(2.25);
    expect(gpiValue(real, 'adjustedGpi')).toBe(1.56);
    expect(gpiValue(hidden)).toBeNull();
    expect(gpiValue(noPopulation)).toBeUndefined();
  });
});

describe('the texts', () => {
  it('writes the no-rate reasons, naming the area where no population is loaded', () => {
    expect(noRateText(en, 'noPopulation', 'Lagos')).toBe(
      'No rate: no population estimate for children aged 6-11 is loaded for Lagos, so only counts are shown.',
    );
    expect(noRateText(en, 'hidden', 'Lagos')).toBe('No rate: the count of out-of-school children aged 6-11 is hidden to protect privacy.');
    expect(noRateText(ha, 'noPopulation', 'Lagos')).toContain('Lagos');
    expect(noRateText(ha, 'noPopulation', 'Lagos')).not.toBe(noRateText(en, 'noPopulation', 'Lagos'));
  });

  it('names the population: age group, year, figure, source and licence', () => {
    expect(denominatorText(en, population(600_000, 634_567), 'en-NG')).toBe(`Population aged 6-11, 2024: 1,234,567 — ${DEMO_SOURCE} (CC0 1.0 (demo data))`);
    const onlySexes = { ...population(600, 600, { demo: false }), total: null };
    expect(denominatorText(en, onlySexes, 'en-NG')).toBe(`Population aged 6-11, 2024 — ${REAL_SOURCE} (CC BY 4.0)`);
  });

  it('gives the GPI, and the adjusted GPI only where it differs (above 1)', () => {
    expect(gpiText(en, real, 'en-NG')).toBe('Gender parity index (girls’ rate ÷ boys’ rate): 2.25; adjusted: 1.56');
    expect(gpiText(en, demo, 'en-NG')).toBe('Gender parity index (girls’ rate ÷ boys’ rate): 0.67');
    expect(gpiText(en, noPopulation, 'en-NG')).toBeNull();
    expect(bySexText(en, demo, 'en-NG')).toBe('Girls: 10.0% · Boys: 15.0%');
    expect(bySexText(en, { ...demo, male: null }, 'en-NG')).toBeNull();
  });

  it('formats percents to one decimal and indices to two, in the language’s conventions', () => {
    expect(formatRatePercent(7.5, 'en-NG')).toBe('7.5%');
    expect(formatRatePercent(40, 'en-NG')).toBe('40.0%');
    expect(formatIndex(1, 'en-NG')).toBe('1.00');
    // A locale with a decimal comma shows that the locale is used, not a fixed format.
    expect(formatRatePercent(7.5, 'de-DE')).toBe('7,5%');
  });
});

describe('populations and notes of a table', () => {
  const rates: PrimaryAgeRate[] = [real, demo, demo, noPopulation, hidden];

  it('lists each population of a shown rate once, newest year first, and spots the demo one', () => {
    const older = primaryAgeRate(primaryAgeCounts(1, 1), population(600, 600, { demo: false, year: 2020 }));
    expect(distinctDenominators([...rates, older]).map((d) => [d.source, d.year])).toEqual([
      [DEMO_SOURCE, 2024],
      [REAL_SOURCE, 2024],
      [REAL_SOURCE, 2020],
    ]);
    expect(usesDemoPopulation(rates)).toBe(true);
    // A hidden rate shows no figure, so its demo population is not in use.
    expect(usesDemoPopulation([real, hidden])).toBe(false);
    expect(denominatorsText(en, [noPopulation])).toBeNull();
  });

  it('says what the rate is and its populations, and what the marks of a missing rate mean', () => {
    const [note, marks] = rateNoteTexts(en, rates, 'x');
    expect(note).toContain('out-of-school children aged 6-11 recorded ÷ the population aged 6-11');
    expect(note).toContain(`Population aged 6-11, 2024 — ${REAL_SOURCE} (CC BY 4.0)`);
    expect(note).toContain(DEMO_SOURCE);
    expect(marks).toContain('“x” a rate hidden with its count');
    expect(rateNoteTexts(en, [real], 'x')).toHaveLength(1);
    expect(rateNoteTexts(en, [noPopulation], 'x')).toEqual([
      'Out-of-school rate 6-11: no population estimate is loaded for these areas, so only counts are shown.',
    ]);
    expect(rateNoteTexts(en, [], 'x')).toEqual([]);
  });
});
