/** The request and answer schemas of the duplicates routes (./duplicates.ts). */
import { z } from 'zod';
import { idFromText, lineText } from '../../src/domain/inputRules';
import { DUPLICATE_STATUSES } from '../../src/domain/recordQuality';
import { ALL_KINDS } from '../duplicates/kinds';

const TYPE_PATHS = ALL_KINDS.map((kind) => kind.resource) as [string, ...string[]];
const typeSchema = z.enum(TYPE_PATHS, { error: `type must be one of ${TYPE_PATHS.join(', ')}` });

export const listFilter = z.strictObject({
  status: z.enum(DUPLICATE_STATUSES).optional(),
  type: typeSchema.optional(),
  state: lineText().max(40).optional(),
});

export const pairParams = z.object({ id: idFromText() });

export const checkBodySchema = z.strictObject({ type: typeSchema.optional(), state: lineText().max(40).optional() }).default({});

export const jobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  types: z.array(z.string()),
  state: z.string().nullable(),
  total: z.number(),
  checked: z.number(),
  withPairs: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});

const nullableText = z.string().nullable();
const sideSchema = z
  .object({
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
    groupId: z.number().nullable(),
    groupName: nullableText,
    createdAt: nullableText,
    reviewState: nullableText,
    merged: z.boolean(),
  })
  .nullable();
export const pairSchema = z.object({
  id: z.number(),
  type: z.string(),
  score: z.number(),
  reasons: z.object({ name: z.number(), age: z.number(), sex: z.number(), location: z.number(), household: z.number() }),
  status: z.enum(DUPLICATE_STATUSES),
  keptId: z.number().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  recordA: sideSchema,
  recordB: sideSchema,
});
