/**
 * Zod schemas of the public answers: the OpenAPI document, and a whitelist every answer passes
 * through before it is cached (keys not listed here are dropped).
 */
import { z } from 'zod';
import {
  AGE_GROUP_LABELS,
  INDICATOR_LEVELS,
  NOT_RECORDED,
  PROGRAMME_STATUSES,
  REFERENCE_CATEGORIES,
  REFERENCE_SCOPES,
  REFERENCE_UNITS,
  type Breakdown,
  type IndicatorsAnswer,
  type ProgrammeAnswer,
  type ProgrammesAnswer,
  type ReferenceFiguresAnswer,
  type SummaryAnswer,
} from '../../src/domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES, SEXES } from '../../src/domain/records/enums';

const countSchema = z.number().int().min(0).nullable().describe('A count; null when suppressed (1 to 4, or hidden so that such a count cannot be worked out)');

function breakdown<K extends string>(values: readonly K[]): z.ZodType<Breakdown<K>> {
  const shape = Object.fromEntries([...values, NOT_RECORDED].map((value) => [value, countSchema]));
  return z.object(shape) as unknown as z.ZodType<Breakdown<K>>;
}

const suppressionSchema = z.object({ threshold: z.number().int(), note: z.string() });

const childBreakdowns = {
  bySex: breakdown(SEXES),
  byAgeGroup: breakdown(AGE_GROUP_LABELS),
  byCategory: breakdown(OOS_CATEGORIES),
  byReason: breakdown(OOS_REASONS),
};

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

export const summaryAnswerSchema: z.ZodType<SummaryAnswer> = z.object({
  data: z.object({
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
    outOfSchoolChildren: z.object(childBreakdowns),
    reference: z.object({
      literacy: z.array(referenceFigureSchema),
      outOfSchool: z.array(referenceFigureSchema),
      almajiri: z.array(referenceFigureSchema),
    }),
    programmes: z.object({ published: z.number().int(), active: z.number().int() }),
    lastRecordUpdate: z.string().nullable(),
  }),
  suppression: suppressionSchema,
  generatedAt: z.string(),
});

const areaSchema = z.object({ slug: z.string(), name: z.string() });

const indicatorRowSchema = z.object({
  id: z.string(),
  level: z.enum(INDICATOR_LEVELS),
  slug: z.string(),
  name: z.string(),
  zone: areaSchema.nullable(),
  states: z.array(z.string()),
  learningCentres: z.object({ total: countSchema, byType: breakdown(SCHOOL_TYPES) }),
  learners: z.object({ total: countSchema, bySex: breakdown(SEXES), bySchoolType: breakdown(SCHOOL_TYPES) }),
  outOfSchoolChildren: z.object({ total: countSchema, ...childBreakdowns }),
  households: countSchema,
  communities: countSchema,
  literacy: referenceFigureSchema.nullable(),
  reference: z.array(referenceFigureSchema),
});

export const indicatorsAnswerSchema: z.ZodType<IndicatorsAnswer> = z.object({
  level: z.enum(INDICATOR_LEVELS),
  data: z.array(indicatorRowSchema),
  suppression: suppressionSchema,
  generatedAt: z.string(),
});

export const referenceAnswerSchema: z.ZodType<ReferenceFiguresAnswer> = z.object({ data: z.array(referenceFigureSchema) });

const partnerSchema = z.object({ name: z.string(), role: z.string().nullable(), url: z.string().nullable() });

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

export const programmesAnswerSchema: z.ZodType<ProgrammesAnswer> = z.object({
  data: z.array(publicProgrammeSchema),
  generatedAt: z.string(),
});

const progressFields = { learningCentres: countSchema, learners: countSchema, outOfSchoolChildren: countSchema, households: countSchema };

export const programmeAnswerSchema: z.ZodType<ProgrammeAnswer> = z.object({
  data: publicProgrammeSchema.extend({
    description: z.string(),
    progress: z.object({ ...progressFields, byState: z.array(z.object({ slug: z.string(), name: z.string(), ...progressFields })) }),
  }),
  suppression: suppressionSchema,
  generatedAt: z.string(),
});

export const adminProgrammeSchema = z.object({
  ...programmeFields,
  states: z.array(z.string()),
  description: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
