/**
 * Population estimates on the wire (../population.ts): the admin's dry run and import of a CSV,
 * and the public listing of their sources on the Data Sources page.
 */
import { z } from 'zod';
import { multilineText } from '../inputRules';
import { POPULATION_LEVELS, POPULATION_SEXES } from '../population';

/** The CSV as text/csv, or JSON {csv}. */
export const populationUploadBodySchema = z.union([
  multilineText('Send the CSV as text/csv or as JSON {csv}'),
  z.object({ csv: multilineText('The CSV text is required') }),
]);
export type PopulationUploadBody = z.infer<typeof populationUploadBodySchema>;

/** One stored estimate: state and lga null for the country, lga null for a state (slugs). */
export const populationEstimateSchema = z.object({
  state: z.string().nullable(),
  lga: z.string().nullable(),
  ageGroup: z.string(),
  sex: z.enum(POPULATION_SEXES),
  year: z.number().int(),
  population: z.number().int().min(0),
  source: z.string(),
  licence: z.string(),
  /** Illustrative figures of the demo seed, never real ones. */
  demo: z.boolean(),
});
export type PopulationEstimate = z.infer<typeof populationEstimateSchema>;

export const populationRejectionSchema = z.object({
  /** 1-based row of the file, the header row included. */
  row: z.number().int(),
  reason: z.string(),
});
export type PopulationRejection = z.infer<typeof populationRejectionSchema>;

/** A row the file adds or changes; `previous` for a change (what is stored now). */
export const populationPlanEntrySchema = populationEstimateSchema.omit({ demo: true }).extend({
  row: z.number().int(),
  previous: z.object({ population: z.number().int(), source: z.string(), licence: z.string() }).optional(),
});
export type PopulationPlanEntry = z.infer<typeof populationPlanEntrySchema>;

/**
 * What a population file does, answered by the dry run and the import alike: rows are matched on
 * area, age group, sex and year. The row lists hold the first POPULATION_PLAN_ROWS of each kind.
 */
export const populationPlanSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(populationRejectionSchema),
  addedRows: z.array(populationPlanEntrySchema),
  updatedRows: z.array(populationPlanEntrySchema),
});
export type PopulationPlan = z.infer<typeof populationPlanSchema>;

export const populationPlanAnswerSchema = z.object({ data: populationPlanSchema });
export type PopulationPlanAnswer = z.infer<typeof populationPlanAnswerSchema>;

/** One source of the stored estimates, as the Data Sources page lists it. */
export const populationSourceSchema = z.object({
  source: z.string(),
  licence: z.string(),
  demo: z.boolean(),
  years: z.array(z.number().int()),
  ageGroups: z.array(z.string()),
  /** How many areas of each level it covers. */
  areas: z.object(Object.fromEntries(POPULATION_LEVELS.map((level) => [level, z.number().int()])) as Record<(typeof POPULATION_LEVELS)[number], z.ZodNumber>),
  rows: z.number().int(),
  updatedAt: z.string(),
});
export type PopulationSource = z.infer<typeof populationSourceSchema>;

export const populationSourcesAnswerSchema = z.object({ data: z.array(populationSourceSchema), generatedAt: z.string() });
export type PopulationSourcesAnswer = z.infer<typeof populationSourcesAnswerSchema>;
