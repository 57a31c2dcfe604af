/**
 * The out-of-school rate of the primary age group (src/domain/population.ts): a published count
 * divided by the stored population of that age. A rate is published only with its count: where the
 * count is hidden the rate is too, or it would give the count away (rate × population).
 */
import type { Denominator, PrimaryAgeCounts, PrimaryAgeRate } from '../../src/domain/api/publicRates';
import { asPercent, genderParity, PRIMARY_AGE, rateFraction } from '../../src/domain/population';

export function primaryAgeRate(counts: PrimaryAgeCounts, denominator: Denominator | null): PrimaryAgeRate {
  const total = rateFraction(counts.total, denominator?.total ?? null);
  const female = rateFraction(counts.bySex.Female, denominator?.female ?? null);
  const male = rateFraction(counts.bySex.Male, denominator?.male ?? null);
  const noRate = total !== null ? null : (denominator?.total ?? 0) > 0 ? 'hidden' : 'noPopulation';
  return {
    ageGroup: PRIMARY_AGE.label,
    total: asPercent(total),
    female: asPercent(female),
    male: asPercent(male),
    ...genderParity(female, male),
    denominator,
    noRate,
  };
}
