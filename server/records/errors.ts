/** Validation failures of record calls: `{message, code: 'VALIDATION_FAILED', errors: {field: message}}`. */
import type { z } from 'zod';
import { ERROR_CODES } from '../../src/domain/constants';
import { ApiError } from '../http/errors';

const UNKNOWN_FIELD = 'Unknown field';

/** One message per field; an unknown key is reported under its own name. */
function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = (path: readonly PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.') || '_';
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[at([...issue.path, key])] ??= UNKNOWN_FIELD;
    } else {
      errors[at(issue.path)] ??= issue.message;
    }
  }
  return errors;
}

export function validationFailed(errors: Record<string, string>): ApiError {
  const list = Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; ');
  return new ApiError(400, ERROR_CODES.validation, `Some fields are not valid: ${list}`, errors);
}

/** Parses with the schema or throws the 400 with a message per field. */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error.issues, prefix));
  return result.data;
}
