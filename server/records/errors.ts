/** Validation failures of record calls: `{message, code: 'VALIDATION_FAILED', errors: {field: message}}`. */
import type { z } from 'zod';
import { ERROR_CODES } from '../../src/domain/constants';
import { describeFieldErrors, fieldErrorsOf } from '../../src/domain/fieldErrors';
import { ApiError } from '../http/errors';

export function validationFailed(errors: Record<string, string>): ApiError {
  return new ApiError(400, ERROR_CODES.validation, `Some fields are not valid: ${describeFieldErrors(errors)}`, errors);
}

/** Parses with the schema or throws the 400 with a message per field. */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error.issues, prefix));
  return result.data;
}
