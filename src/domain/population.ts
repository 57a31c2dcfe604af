/**
 * Population estimates: the denominators of the public site's rates (docs/api-public.md#rates).
 * An admin imports them from CSV (state, LGA, age group, sex, year, population, source, licence)
 * with a dry run in Data Management; the Data Sources page lists them. The rate of out-of-school
 * children follows UNESCO's UIS: children of the official primary age not in school ÷ the
 * population of that age. Nigeria's official primary age is 6 to 11.
 */
import type { Count } from './publicData';

/** The official primary school age in Nigeria: [label, from (inclusive), to (exclusive)]. */
export const PRIMARY_AGE = { label: '6-11', from: 6, to: 12 } as const;
export type PrimaryAgeGroup = typeof PRIMARY_AGE.label;

/** The sexes of a population row: 'total' is both. */
export const POPULATION_SEXES = ['total', 'female', 'male'] as const;
export type PopulationSex = (typeof POPULATION_SEXES)[number];

/** The levels of a population row's area: no state is the country, a state without LGA the state. */
export const POPULATION_LEVELS = ['country', 'state', 'lga'] as const;
export type PopulationLevel = (typeof POPULATION_LEVELS)[number];

/** Columns of the population CSV, in order; state and lga may be empty (the country, a state). */
export const POPULATION_CSV_COLUMNS = ['state', 'lga', 'age_group', 'sex', 'year', 'population', 'source', 'licence'] as const;

/** An age group label: "6-11" (both ends included, in years), "5" for one year of age. */
export const POPULATION_AGE_GROUP_PATTERN = /^(\d{1,2})(?:-(\d{1,2}))?$/;
export const POPULATION_YEARS = { min: 1990, max: 2100 } as const;
export const POPULATION_TEXT_MAX = { source: 300, licence: 120 } as const;
/** Largest population file accepted (every LGA, three sexes, a few years is well under 1 MB). */
export const POPULATION_IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;
/** Rows of each kind a dry run or import lists. */
export const POPULATION_PLAN_ROWS = 200;

/** API paths (under the API base). */
export const POPULATION_DRY_RUN_PATH = '/admin/population/dry-run';
export const POPULATION_IMPORT_PATH = '/admin/population/import';
export const POPULATION_SOURCES_PATH = '/public/population-sources';

/** Why an area shows no rate: no population of the primary age for it, or its count is hidden. */
export const NO_RATE_REASONS = ['noPopulation', 'hidden'] as const;
export type NoRateReason = (typeof NO_RATE_REASONS)[number];

/** count ÷ population, unrounded; null without a count or a population. */
export function rateFraction(count: Count, population: number | null): number | null {
  if (count === null || population === null || population <= 0) return null;
  return count / population;
}

/** A fraction as a percent to one decimal, as published. */
export const asPercent = (fraction: number | null): number | null => (fraction === null ? null : Math.round(fraction * 1000) / 10);

/**
 * The gender parity index of a rate (female ÷ male) and the adjusted index (UIS: 2 − 1/GPI when
 * the GPI exceeds 1, so that parity sits symmetrically between 0 and 2), to two decimals; null
 * when either rate is missing or the male rate is 0. Pass the unrounded fractions.
 */
export function genderParity(female: number | null, male: number | null): { gpi: number | null; adjustedGpi: number | null } {
  if (female === null || male === null || male === 0) return { gpi: null, adjustedGpi: null };
  const gpi = female / male;
  const adjusted = gpi > 1 ? 2 - 1 / gpi : gpi;
  return { gpi: Math.round(gpi * 100) / 100, adjustedGpi: Math.round(adjusted * 100) / 100 };
}
