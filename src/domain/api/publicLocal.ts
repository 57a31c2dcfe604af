/**
 * Public figures below the state (docs/api-public.md): GET /api/public/indicators?level=lga&state=
 * (one row per LGA of a state, the same figures as a state's row) and level=ward&state=&lga= (one
 * row per ward of an LGA, counts only). Suppression holds within every parent total: a hidden LGA
 * or ward cell cannot be worked out from its state's or LGA's total, from its siblings, or by
 * comparing levels.
 */
import { z } from 'zod';
import { lgaBySlug, stateBySlug } from '../locations';
import { INDICATOR_LEVELS } from '../publicData';
import { indicatorFiguresShape, indicatorsAnswerSchema, suppressionSchema } from './public';

export const LOCAL_LEVELS = ['lga', 'ward'] as const;
export type LocalLevel = (typeof LOCAL_LEVELS)[number];
export const ALL_INDICATOR_LEVELS = [...INDICATOR_LEVELS, ...LOCAL_LEVELS] as const;
export type AnyIndicatorLevel = (typeof ALL_INDICATOR_LEVELS)[number];

/** ?level=state|zone, or lga with its state, or ward with its state and LGA. */
export const indicatorsQuerySchema = z
  .object({
    level: z.enum(ALL_INDICATOR_LEVELS).default('state'),
    state: z.string().max(60).optional(),
    lga: z.string().max(80).optional(),
  })
  .superRefine((query, ctx) => {
    const local = (LOCAL_LEVELS as readonly string[]).includes(query.level);
    if (!local) {
      if (query.state !== undefined || query.lga !== undefined)
        ctx.addIssue({ code: 'custom', path: ['level'], message: 'state and lga go with level=lga or level=ward' });
      return;
    }
    if (!query.state || !stateBySlug(query.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Unknown state' });
      return;
    }
    if (query.level === 'lga' && query.lga !== undefined) ctx.addIssue({ code: 'custom', path: ['lga'], message: 'lga goes with level=ward' });
    if (query.level === 'ward' && (!query.lga || !lgaBySlug(query.state, query.lga))) {
      ctx.addIssue({ code: 'custom', path: ['lga'], message: 'Unknown LGA of this state' });
    }
  });
export type IndicatorsQuery = z.input<typeof indicatorsQuerySchema>;

const areaSchema = z.object({ slug: z.string(), name: z.string() });
const countSchema = z.number().int().min(0).nullable();

/** One LGA: the same figures as a state's row. */
const lgaRowSchema = z.object({
  id: z.string(),
  level: z.literal('lga'),
  slug: z.string(),
  name: z.string(),
  state: areaSchema,
  ...indicatorFiguresShape,
});
export type LgaIndicatorRow = z.infer<typeof lgaRowSchema>;

/** One ward: counts only. */
const wardRowSchema = z.object({
  id: z.string(),
  level: z.literal('ward'),
  slug: z.string(),
  name: z.string(),
  state: areaSchema,
  lga: areaSchema,
  learningCentres: countSchema,
  learners: countSchema,
  outOfSchoolChildren: countSchema,
  households: countSchema,
  communities: countSchema,
});
export type WardIndicatorRow = z.infer<typeof wardRowSchema>;

export const lgaIndicatorsAnswerSchema = z.object({
  level: z.literal('lga'),
  state: areaSchema,
  data: z.array(lgaRowSchema),
  suppression: suppressionSchema,
  generatedAt: z.string(),
});
export type LgaIndicatorsAnswer = z.infer<typeof lgaIndicatorsAnswerSchema>;

export const wardIndicatorsAnswerSchema = z.object({
  level: z.literal('ward'),
  state: areaSchema,
  lga: areaSchema,
  data: z.array(wardRowSchema),
  suppression: suppressionSchema,
  generatedAt: z.string(),
});
export type WardIndicatorsAnswer = z.infer<typeof wardIndicatorsAnswerSchema>;

/** What /indicators answers, at any level. */
export const anyIndicatorsAnswerSchema = z.union([indicatorsAnswerSchema, lgaIndicatorsAnswerSchema, wardIndicatorsAnswerSchema]);
