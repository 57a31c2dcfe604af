/**
 * The public data API (docs/api-public.md): GET /api/public/*, no sign-in. The answer schemas are
 * also a whitelist: the server passes every answer through them before caching it, so keys not
 * listed here are dropped. The public pages import only the types of this file, never zod.
 */
import { z } from 'zod';
import { lineText } from '../inputRules';
import { stateBySlug } from '../locations';
import { AGE_GROUP_LABELS, INDICATOR_LEVELS, PROGRAMME_STATUSES, REFERENCE_CATEGORIES, REFERENCE_SCOPES, REFERENCE_UNITS } from '../publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES, SEXES } from '../records/enums';
import { breakdownSchema, countSchema } from './publicCounts';
import { primaryAgeCountsSchema, primaryAgeRateSchema } from './publicRates';

export const programmesQuerySchema = z.object({
  status: z.enum(PROGRAMME_STATUSES).optional(),
  state: z
    .string()
    .refine((slug) => stateBySlug(slug) !== undefined, 'Unknown state')
    .optional(),
});
export type ProgrammesQuery = z.input<typeof programmesQuerySchema>;

/** A programme by its numeric id or its slug. */
export const programmeParamsSchema = z.object({ id: lineText().min(1).max(120) });

const breakdown = breakdownSchema;

export const suppressionSchema = z.object({ threshold: z.number().int(), note: z.string() });
export type Suppression = z.infer<typeof suppressionSchema>;

const childBreakdownsShape = {
  bySex: breakdown(SEXES),
  byAgeGroup: breakdown(AGE_GROUP_LABELS),
  byCategory: breakdown(OOS_CATEGORIES),
  byReason: breakdown(OOS_REASONS),
};
const childBreakdownsSchema = z.object(childBreakdownsShape);
export type ChildBreakdowns = z.infer<typeof childBreakdownsSchema>;

export const referenceFigureSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  indicator: z.string(),
  category: z.enum(REFERENCE_CATEGORIES),
  title: z.string(),
  scope: z.enum(REFERENCE_SCOPES),
  area: z.string().nullable(),
  value: z.number(),
  valueMale: z.number().nullable(),
  valueFemale: z.number().nullable(),
  unit: z.enum(REFERENCE_UNITS),
  year: z.string(),
  ageGroup: z.string().nullable(),
  definition: z.string(),
  source: z.string(),
  verification: z.string(),
  updatedAt: z.string(),
});
export type ReferenceFigure = z.infer<typeof referenceFigureSchema>;

const publicSummarySchema = z.object({
  totals: z.object({
    learningCentres: countSchema,
    learners: countSchema,
    outOfSchoolChildren: countSchema,
    households: countSchema,
    communities: countSchema,
    statesWithRecords: z.number().int(),
  }),
  learningCentresByType: breakdown(SCHOOL_TYPES),
  learnersBySex: breakdown(SEXES),
  learnersBySchoolType: breakdown(SCHOOL_TYPES),
  outOfSchoolChildren: childBreakdownsSchema,
  outOfSchoolPrimaryAge: primaryAgeCountsSchema,
  primaryAgeRate: primaryAgeRateSchema,
  reference: z.object({
    literacy: z.array(referenceFigureSchema),
    outOfSchool: z.array(referenceFigureSchema),
    almajiri: z.array(referenceFigureSchema),
  }),
  programmes: z.object({ published: z.number().int(), active: z.number().int() }),
  lastRecordUpdate: z.string().nullable(),
});
export type PublicSummary = z.infer<typeof publicSummarySchema>;

export const summaryAnswerSchema = z.object({ data: publicSummarySchema, suppression: suppressionSchema, generatedAt: z.string() });
export type SummaryAnswer = z.infer<typeof summaryAnswerSchema>;

const areaSchema = z.object({ slug: z.string(), name: z.string() });

/** The figures of an area's row, at every level but the ward. */
export const indicatorFiguresShape = {
  learningCentres: z.object({ total: countSchema, byType: breakdown(SCHOOL_TYPES) }),
  /** bySchoolType: by the type of the learner's learning centre (notRecorded when unlinked). */
  learners: z.object({ total: countSchema, bySex: breakdown(SEXES), bySchoolType: breakdown(SCHOOL_TYPES) }),
  outOfSchoolChildren: z.object({ total: countSchema, ...childBreakdownsShape }),
  households: countSchema,
  communities: countSchema,
  /** Out-of-school children of primary age (../population.ts), and their rate where a population is stored. */
  outOfSchoolPrimaryAge: primaryAgeCountsSchema,
  primaryAgeRate: primaryAgeRateSchema,
};

const indicatorRowSchema = z.object({
  id: z.string(),
  level: z.enum(INDICATOR_LEVELS),
  slug: z.string(),
  name: z.string(),
  zone: areaSchema.nullable(),
  states: z.array(z.string()),
  ...indicatorFiguresShape,
  literacy: referenceFigureSchema.nullable(),
  reference: z.array(referenceFigureSchema),
});
export type IndicatorRow = z.infer<typeof indicatorRowSchema>;

export const indicatorsAnswerSchema = z.object({
  level: z.enum(INDICATOR_LEVELS),
  data: z.array(indicatorRowSchema),
  suppression: suppressionSchema,
  generatedAt: z.string(),
});
export type IndicatorsAnswer = z.infer<typeof indicatorsAnswerSchema>;

export const referenceAnswerSchema = z.object({ data: z.array(referenceFigureSchema) });
export type ReferenceFiguresAnswer = z.infer<typeof referenceAnswerSchema>;

const partnerSchema = z.object({ name: z.string(), role: z.string().nullable(), url: z.string().nullable() });
export type ProgrammePartner = z.infer<typeof partnerSchema>;

const programmeFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(PROGRAMME_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  partners: z.array(partnerSchema),
};

const publicProgrammeSchema = z.object({
  ...programmeFields,
  states: z.array(z.object({ slug: z.string(), name: z.string(), zone: z.string() })),
});
export type PublicProgramme = z.infer<typeof publicProgrammeSchema>;

export const programmesAnswerSchema = z.object({ data: z.array(publicProgrammeSchema), generatedAt: z.string() });
export type ProgrammesAnswer = z.infer<typeof programmesAnswerSchema>;

const progressFields = { learningCentres: countSchema, learners: countSchema, outOfSchoolChildren: countSchema, households: countSchema };
const progressFiguresSchema = z.object(progressFields);
export type ProgressFigures = z.infer<typeof progressFiguresSchema>;

const publicProgrammeDetailSchema = publicProgrammeSchema.extend({
  description: z.string(),
  progress: progressFiguresSchema.extend({ byState: z.array(z.object({ slug: z.string(), name: z.string(), ...progressFields })) }),
});
export type PublicProgrammeDetail = z.infer<typeof publicProgrammeDetailSchema>;

export const programmeAnswerSchema = z.object({ data: publicProgrammeDetailSchema, suppression: suppressionSchema, generatedAt: z.string() });
export type ProgrammeAnswer = z.infer<typeof programmeAnswerSchema>;

/** A programme as the admin API answers it: states as slugs, with its publication and bookkeeping. */
export const adminProgrammeSchema = z.object({
  ...programmeFields,
  states: z.array(z.string()),
  description: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProgramme = z.infer<typeof adminProgrammeSchema>;
