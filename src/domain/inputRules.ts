/**
 * Rules every value a client sends passes before it reaches the database: text PostgreSQL can
 * store (no NUL, no lone UTF-16 surrogate; single-line text also no control characters) and whole
 * numbers within the `integer` (int4) columns they are stored in or compared with.
 */
import { z } from 'zod';

/** PostgreSQL `integer` (int4): ids, counts, years. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

export const TEXT_MESSAGES = {
  nul: 'Must not contain a NUL character',
  surrogate: 'Must be valid Unicode text (it holds a lone surrogate)',
  control: 'Must be a single line without control characters',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/** Why PostgreSQL (or a single-line field) would not take this text, or undefined when it would. */
export function textProblem(value: string, singleLine: boolean): string | undefined {
  if (value.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if (singleLine && CONTROL_CHARACTER.test(value)) return TEXT_MESSAGES.control;
  return undefined;
}

const refuseUnstorable = (singleLine: boolean) => (value: string, ctx: z.RefinementCtx) => {
  const problem = textProblem(value, singleLine);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/**
 * Single-line text (names, codes, filters): trimmed, then refused if it holds NUL, a lone
 * surrogate or a control character. Chain `.min()`, `.max()`, `.regex()` after it.
 */
export const lineText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .superRefine(refuseUnstorable(true));

/** Multi-line text (remarks, descriptions, CSV bodies): refused if it holds NUL or a lone surrogate; not trimmed. */
export const multilineText = (error?: string) => z.string(error ? { error } : undefined).superRefine(refuseUnstorable(false));

/** A whole number an int4 column can hold. */
export const int4 = (error = 'Expected a whole number') =>
  z.number({ error }).int(error).min(INT4_MIN, `Must be at least ${INT4_MIN}`).max(INT4_MAX, `Must be at most ${INT4_MAX}`);

/** A database id in a body: a positive whole number up to the int4 maximum. */
export const idNumber = (error = 'Expected an id (a positive whole number)') => z.number({ error }).int(error).positive(error).max(INT4_MAX, error);

/** A database id in a path or query (text coerced to a number): positive, up to the int4 maximum. */
export const idFromText = (error = 'The id must be a positive whole number') =>
  // Only a number or a string of digits: z.coerce would also turn `true` into the id 1. Each
  // branch carries the message too, for readers that show the closest branch's issue (form resolvers).
  z.union([z.number({ error }), z.string({ error }).trim().regex(/^\d+$/, error).transform(Number)], { error }).pipe(idNumber(error));
