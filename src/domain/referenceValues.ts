/**
 * What a reference figure's value (and its male and female values) may be, by the figure's unit:
 * a per cent lies between 0 and 100; a count is a whole number from 0 up to the largest integer a
 * double (the stored column type) holds exactly. Every value is finite.
 */
import { z } from 'zod';
import type { ReferenceUnit } from './publicData';

interface ValueRule {
  min: number;
  max: number;
  integer: boolean;
  message: string;
}

export const REFERENCE_VALUE_RULES: Readonly<Record<ReferenceUnit, ValueRule>> = {
  percent: { min: 0, max: 100, integer: false, message: 'A per cent figure lies between 0 and 100' },
  count: {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    integer: true,
    message: `A count is a whole number from 0 to ${Number.MAX_SAFE_INTEGER.toLocaleString('en')}`,
  },
};

/** The widest bounds of any unit: a value outside them fits no unit. */
export const anyReferenceValue = z
  .number({ error: 'Must be a number' })
  .min(0, 'Cannot be negative')
  .max(Number.MAX_SAFE_INTEGER, `At most ${Number.MAX_SAFE_INTEGER.toLocaleString('en')}`);

/** One value of a figure in `unit`. */
export function referenceValueSchema(unit: ReferenceUnit) {
  const rule = REFERENCE_VALUE_RULES[unit];
  const schema = z.number({ error: 'Must be a number' }).min(rule.min, rule.message).max(rule.max, rule.message);
  return rule.integer ? schema.int(rule.message) : schema;
}

/** The value fields of a reference figure in `unit`. */
export function referenceValuesSchema(unit: ReferenceUnit) {
  const value = referenceValueSchema(unit);
  return z.object({ value, valueMale: value.nullable(), valueFemale: value.nullable() });
}

export type ReferenceValues = z.infer<ReturnType<typeof referenceValuesSchema>>;

/** `{field: message}` for each value that does not fit `unit`, or null when all fit. */
export function referenceValueErrors(unit: ReferenceUnit, values: ReferenceValues): Record<string, string> | null {
  const result = referenceValuesSchema(unit).safeParse(values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'value');
    errors[field] ??= issue.message;
  }
  return errors;
}
