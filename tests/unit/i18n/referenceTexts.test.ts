/** Reference figures in Hausa: the seeded words are in the catalogue, edited words show as stored. */
import { describe, expect, it } from 'vitest';
import { REFERENCE_FIGURES } from '../../../server/db/migrations/006_reference_figures';
import { en } from '../../../src/i18n/en';
import { translateIn, type Translate } from '../../../src/i18n/translate';
import { referenceText, referenceYear } from '../../../src/public/components/referenceTexts';

const hausa: Translate = (key, options) => translateIn('ha', key, options);
const known = new Set<string>(Object.values(en.referenceTexts));

describe('reference figures in the chosen language', () => {
  it('has every seeded title, definition and verification note in the catalogue', () => {
    const texts = REFERENCE_FIGURES.flatMap((figure) => [figure.title, figure.definition, figure.verification]);
    expect(texts.filter((text) => !known.has(text))).toEqual([]);
  });

  it('has no catalogue text that no seeded figure uses (the catalogue follows the seed)', () => {
    const seeded = new Set(REFERENCE_FIGURES.flatMap((figure) => [figure.title, figure.definition, figure.source, figure.verification]));
    expect([...known].filter((text) => !seeded.has(text))).toEqual([]);
  });

  it('translates a seeded text and keeps a text edited since as it was written', () => {
    expect(referenceText(hausa, 'Out-of-school children')).toBe('Yaran da ba sa zuwa makaranta');
    expect(referenceText(hausa, 'UNICEF statement, 2024')).toBe('Sanarwar UNICEF, 2024');
    expect(referenceText(hausa, 'Out-of-school children (revised)')).toBe('Out-of-school children (revised)');
    expect(referenceText(hausa, 'NBS/NMEC National Literacy Survey 2010')).toBe('NBS/NMEC National Literacy Survey 2010');
  });
});

describe("a reference figure's year", () => {
  it('says "about" in the chosen language for a circa year and keeps a plain year', () => {
    expect(referenceYear(hausa, 'c. 2017')).toBe('kusan 2017');
    expect(referenceYear((key, options) => translateIn('en', key, options), 'c. 2017')).toBe('c. 2017');
    expect(referenceYear(hausa, '2018')).toBe('2018');
  });
});
