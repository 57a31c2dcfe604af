/**
 * Out-of-school children of primary age and their rate (src/domain/api/publicRates.ts) for the
 * public pages' fixtures, computed as the server does (server/public/rates.ts) from a count and a
 * population: a real-looking source, the demo seed's illustrative one, or none.
 */
import type { Denominator, PrimaryAgeCounts, PrimaryAgeRate } from '../../../../src/domain/api/publicRates';
import { asPercent, genderParity, PRIMARY_AGE, rateFraction } from '../../../../src/domain/population';
import type { Count } from '../../../../src/domain/publicData';

export const REAL_SOURCE = 'National Population Commission projection';
export const REAL_LICENCE = 'CC BY 4.0';
export const DEMO_SOURCE = 'Illustrative population for the demo (not real figures)';
export const DEMO_LICENCE = 'CC0 1.0 (demo data)';

export function primaryAgeCounts(female: Count, male: Count): PrimaryAgeCounts {
  const total = female === null || male === null ? null : female + male;
  return { total, bySex: { Female: female, Male: male, notRecorded: 0 } };
}

/** A population of primary age: female + male = total; demo by default as in the demo seed. */
export function population(female: number, male: number, options: { demo?: boolean; year?: number } = {}): Denominator {
  const demo = options.demo ?? true;
  return {
    ageGroup: PRIMARY_AGE.label,
    year: options.year ?? 2024,
    total: female + male,
    female,
    male,
    source: demo ? DEMO_SOURCE : REAL_SOURCE,
    licence: demo ? DEMO_LICENCE : REAL_LICENCE,
    demo,
  };
}

/** The rate as the server answers it: none without a population, hidden with its count. */
export function primaryAgeRate(counts: PrimaryAgeCounts, denominator: Denominator | null): PrimaryAgeRate {
  const total = rateFraction(counts.total, denominator?.total ?? null);
  const female = rateFraction(counts.bySex.Female, denominator?.female ?? null);
  const male = rateFraction(counts.bySex.Male, denominator?.male ?? null);
  return {
    ageGroup: PRIMARY_AGE.label,
    total: asPercent(total),
    female: asPercent(female),
    male: asPercent(male),
    ...genderParity(female, male),
    denominator,
    noRate: total !== null ? null : (denominator?.total ?? 0) > 0 ? 'hidden' : 'noPopulation',
  };
}

/** Both fields of a row at once. */
export function primaryAge(counts: PrimaryAgeCounts, denominator: Denominator | null) {
  return { outOfSchoolPrimaryAge: counts, primaryAgeRate: primaryAgeRate(counts, denominator) };
}
