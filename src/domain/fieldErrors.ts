/**
 * How a refused value is reported everywhere, in HTTP answers, socket answers and forms: one
 * message per field (the first found), keyed by the field's dotted path, `_` for the value as a
 * whole; a key the schema does not know is reported under its own name.
 */

/** A zod issue, or any issue of the same shape (Fastify's validation errors carry one each). */
export interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  readonly keys?: readonly string[];
}

export const WHOLE_VALUE = '_';
export const UNKNOWN_FIELD = 'Unknown field';

/** The dotted name of a field (`parts.0.name`), under `prefix` when given; `_` for the whole value. */
export function fieldName(path: readonly PropertyKey[], prefix = ''): string {
  return [prefix, ...path.map(String)].filter(Boolean).join('.') || WHOLE_VALUE;
}

export function fieldErrorsOf(issues: readonly IssueLike[], prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      for (const key of issue.keys) errors[fieldName([...issue.path, key], prefix)] ??= UNKNOWN_FIELD;
    } else {
      errors[fieldName(issue.path, prefix)] ??= issue.message;
    }
  }
  return errors;
}

/** `field: message; other: message`, as the top-level message of a refusal says it. */
export function describeFieldErrors(errors: Readonly<Record<string, string>>): string {
  return Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
}
