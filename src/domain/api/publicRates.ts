/**
 * The out-of-school rate of the primary age group on the wire (../population.ts,
 * docs/api-public.md#rates): the count of out-of-school children of primary age (suppressed as
 * every count), and where a population of that age is stored for the area, the rate, by sex, and
 * the gender parity index, naming the population they are divided by.
 */
import { z } from 'zod';
import { NO_RATE_REASONS, PRIMARY_AGE } from '../population';
import { SEXES } from '../records/enums';
import { breakdownSchema, countSchema } from './publicCounts';

/** Out-of-school children of primary age: the rate's numerators. */
export const primaryAgeCountsSchema = z.object({ total: countSchema, bySex: breakdownSchema(SEXES) });
export type PrimaryAgeCounts = z.infer<typeof primaryAgeCountsSchema>;

/** The population a rate is divided by: one year, one source; a sex is null where not stored. */
export const denominatorSchema = z.object({
  ageGroup: z.string(),
  year: z.number().int(),
  total: z.number().int().nullable(),
  female: z.number().int().nullable(),
  male: z.number().int().nullable(),
  source: z.string(),
  licence: z.string(),
  /** Illustrative figures of the demo seed: the page says so wherever it shows them. */
  demo: z.boolean(),
});
export type Denominator = z.infer<typeof denominatorSchema>;

const percentSchema = z.number().min(0).nullable().describe('Percent to one decimal; null without a denominator or when the count is hidden');

export const primaryAgeRateSchema = z.object({
  ageGroup: z.literal(PRIMARY_AGE.label),
  total: percentSchema,
  female: percentSchema,
  male: percentSchema,
  /** Female rate ÷ male rate, and the adjusted index (2 − 1/GPI above 1); to two decimals. */
  gpi: z.number().nullable(),
  adjustedGpi: z.number().nullable(),
  denominator: denominatorSchema.nullable(),
  /** Why `total` is null: no population of that age for the area, or the count is hidden. */
  noRate: z.enum(NO_RATE_REASONS).nullable(),
});
export type PrimaryAgeRate = z.infer<typeof primaryAgeRateSchema>;
