/** The duplicate score: pg_trgm's similarity (checked against pg_trgm itself), age, place, household, NIN and the threshold. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageCloseness,
  DUPLICATE_THRESHOLD,
  isLikelyDuplicate,
  locationCloseness,
  nameSimilarity,
  scoreDuplicate,
  trigrams,
  trigramSimilarity,
  type DuplicateSubject,
} from '../../../src/domain/duplicateScore';

const PAIRS: [string, string][] = [
  ['word', 'two words'],
  ['Abubakar Ibrahim', 'Abubakr Ibrahim'],
  ['Zainab Halima Garba', 'Zainab Garbah'],
  ['Musa Bello', 'Bello Musa'],
  ['Chukwuemeka Okafor', 'Chukwuemeka  Okafor-Eze'],
  ['Aisha', 'Fatima'],
  ["Ngozi O'Neil", 'NGOZI ONEIL'],
  ['Ọlá Adé', 'Ola Ade'],
  ['', 'Ada'],
  ['a', 'a'],
];

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite({ extensions: { pg_trgm } });
  await pg.exec('create extension pg_trgm');
}, 60_000);
afterAll(async () => pg?.close());

describe('trigramSimilarity', () => {
  it('pads each word with two spaces before and one after, lower case', () => {
    expect([...trigrams('Cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramSimilarity('word', 'two words')).toBeCloseTo(4 / 11, 6);
  });

  it.each(PAIRS)('equals pg_trgm similarity(%j, %j)', async (a, b) => {
    const { rows } = await pg.query<{ s: number }>('select similarity($1, $2) as s', [a, b]);
    expect(trigramSimilarity(a, b)).toBeCloseTo(Number(rows[0].s), 5);
  });
});

const child = (over: Partial<DuplicateSubject> = {}): DuplicateSubject => ({
  firstName: 'Abubakar',
  lastName: 'Ibrahim',
  sex: 'Male',
  age: 9,
  state: 'kano',
  lga: 'dala',
  ward: 'kantudu',
  groupId: 7,
  ...over,
});

describe('parts of the score', () => {
  it('names: the best of full, first+last and swapped, so a middle name recorded once does not hide a pair', () => {
    const withMiddle = child({ middleName: 'Sadiq' });
    expect(nameSimilarity(withMiddle, child())).toBe(1);
    expect(nameSimilarity(child({ firstName: 'Ibrahim', lastName: 'Abubakar' }), child())).toBe(1);
    expect(nameSimilarity(child({ firstName: 'Fatima', lastName: 'Sani' }), child())).toBeLessThan(0.2);
  });

  it('age: birth dates when both have one, else the ages', () => {
    expect(ageCloseness(child({ age: 9 }), child({ age: 10 }))).toBeCloseTo(0.7);
    expect(ageCloseness(child({ age: 9 }), child({ age: 12 }))).toBeCloseTo(0.1);
    expect(ageCloseness(child({ age: 9 }), child({ age: 13 }))).toBe(0);
    expect(ageCloseness(child({ dateOfBirth: '2015-03-01', age: 9 }), child({ dateOfBirth: '2015-03-01', age: 12 }))).toBe(1);
    expect(ageCloseness(child({ age: null }), child())).toBe(0.5);
  });

  it('place: ward 1, LGA 0.6, state 0.2, elsewhere 0', () => {
    expect(locationCloseness(child(), child())).toBe(1);
    expect(locationCloseness(child(), child({ ward: 'other' }))).toBe(0.6);
    expect(locationCloseness(child(), child({ lga: 'fagge' }))).toBe(0.2);
    expect(locationCloseness(child(), child({ state: 'lagos' }))).toBe(0);
  });
});

describe('scoreDuplicate', () => {
  it('near-identical names in one household, a year apart: a likely duplicate with its reasons', () => {
    const result = scoreDuplicate(child(), child({ firstName: 'Abubakr', age: 10 }));
    expect(result?.reasons).toEqual({ name: expect.any(Number), age: 0.7, sex: 1, location: 1, household: 1 });
    expect(result!.reasons.name).toBeGreaterThan(0.6);
    expect(result!.score).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
    expect(isLikelyDuplicate(result)).toBe(true);
  });

  it('siblings (same household, surname and place, other first name) are not a pair', () => {
    const result = scoreDuplicate(child(), child({ firstName: 'Sadiq', age: 8 }));
    expect(isLikelyDuplicate(result)).toBe(false);
  });

  it('the same name in another LGA and household scores below the threshold', () => {
    expect(isLikelyDuplicate(scoreDuplicate(child(), child({ lga: 'fagge', ward: 'x', groupId: 9, age: 11 })))).toBe(false);
  });

  it('records with an NIN are never compared; different NINs never pair', () => {
    expect(scoreDuplicate(child({ nin: '12345678901' }), child())).toBeNull();
    expect(scoreDuplicate(child({ nin: '12345678901' }), child({ nin: '10987654321' }))).toBeNull();
    expect(isLikelyDuplicate(scoreDuplicate(child({ nin: '' }), child({ nin: null })))).toBe(true);
  });

  it('the score is the weighted sum of the reasons, between 0 and 1', () => {
    const result = scoreDuplicate(child(), child())!;
    expect(result.score).toBe(1);
    const other = scoreDuplicate(child(), child({ firstName: 'Zz', lastName: 'Qq', sex: 'Female', age: 15, state: 'lagos', groupId: 8 }))!;
    expect(other.score).toBe(0);
  });
});
