/**
 * Possible duplicates (docs/api-duplicates.md) under /api/admin/duplicates: the list of pairs,
 * the on-demand check, resolving a pair and undoing a merge. The resolve body is
 * `duplicateResolveSchema` of ../recordQuality.ts.
 */
import { z } from 'zod';
import { DUPLICATE_TYPE_PATHS } from '../duplicatePairs';
import { idFromText, lineText } from '../inputRules';
import { DUPLICATE_STATUSES } from '../recordQuality';

const typePathSchema = z.enum(DUPLICATE_TYPE_PATHS, { error: `type must be one of ${DUPLICATE_TYPE_PATHS.join(', ')}` });

/** The `filter` of the list (a JSON query parameter of the list dialect). */
export const duplicateListFilterSchema = z.strictObject({
  status: z.enum(DUPLICATE_STATUSES).optional(),
  type: typePathSchema.optional(),
  state: lineText().max(40).optional(),
});
export type DuplicateListFilter = z.input<typeof duplicateListFilterSchema>;

export const duplicatePairParamsSchema = z.object({ id: idFromText() });

/** Every record of a type (both when absent), of one state or all. */
export const duplicateCheckBodySchema = z.strictObject({ type: typePathSchema.optional(), state: lineText().max(40).optional() }).default({});
export type DuplicateCheckBody = z.input<typeof duplicateCheckBodySchema>;

export const DUPLICATE_CHECK_STATUSES = ['running', 'done', 'failed'] as const;

export const duplicateCheckJobSchema = z.object({
  id: z.string(),
  status: z.enum(DUPLICATE_CHECK_STATUSES),
  /** API paths of the types checked. */
  types: z.array(z.string()),
  state: z.string().nullable(),
  total: z.number(),
  checked: z.number(),
  /** Records that have at least one open pair after their check. */
  withPairs: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type DuplicateCheckJob = z.infer<typeof duplicateCheckJobSchema>;

export const duplicateCheckAnswerSchema = z.object({ data: duplicateCheckJobSchema, message: z.string() });
export type DuplicateCheckAnswer = z.infer<typeof duplicateCheckAnswerSchema>;

export const duplicateCheckParamsSchema = z.object({ id: z.string().uuid() });

export const duplicateCheckStatusAnswerSchema = z.object({ data: duplicateCheckJobSchema });
export type DuplicateCheckStatusAnswer = z.infer<typeof duplicateCheckStatusAnswerSchema>;

const nullableText = z.string().nullable();

/** One record of a pair: its key fields, side by side with the other's. */
export const duplicateRecordSideSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstName: nullableText,
  middleName: nullableText,
  lastName: nullableText,
  sex: nullableText,
  age: z.number().nullable(),
  dateOfBirth: nullableText,
  state: nullableText,
  lga: nullableText,
  ward: nullableText,
  /** The household (children) or learning centre (learners). */
  groupId: z.number().nullable(),
  groupName: nullableText,
  createdAt: nullableText,
  reviewState: nullableText,
  /** True when this record was merged into the other and is kept only as a copy. */
  merged: z.boolean(),
});

/** Why two records look alike, each part 0..1. */
export const duplicateReasonsSchema = z.object({ name: z.number(), age: z.number(), sex: z.number(), location: z.number(), household: z.number() });
export type DuplicateReasons = z.infer<typeof duplicateReasonsSchema>;

export const duplicatePairSchema = z.object({
  id: z.number(),
  type: z.string(),
  score: z.number(),
  reasons: duplicateReasonsSchema,
  status: z.enum(DUPLICATE_STATUSES),
  keptId: z.number().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Null when the record is neither in its table nor kept as a merged copy. */
  recordA: duplicateRecordSideSchema.nullable(),
  recordB: duplicateRecordSideSchema.nullable(),
});

/** The list dialect's answer: the pairs of the asked range, the total in `Content-Range`. */
export const duplicatesAnswerSchema = z.array(duplicatePairSchema);
export type DuplicatesAnswer = z.infer<typeof duplicatesAnswerSchema>;

export const duplicateResolveAnswerSchema = z.object({ data: z.object({ id: z.number(), keptId: z.number().nullable() }), message: z.string() });
export type DuplicateResolveAnswer = z.infer<typeof duplicateResolveAnswerSchema>;

export const duplicateUnmergeAnswerSchema = z.object({
  data: z.object({ id: z.number(), restoredId: z.number(), keptId: z.number() }),
  message: z.string(),
});
export type DuplicateUnmergeAnswer = z.infer<typeof duplicateUnmergeAnswerSchema>;
