/**
 * A react-hook-form resolver over a zod schema (@hookform/resolvers is not installed): the parsed
 * output on success, otherwise the first message of each top-level field.
 */
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type FormValues = Record<string, unknown>;

export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors<FormValues> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : 'root';
    if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<FormValues>;
}

export function zodResolver<T extends FieldValues = FormValues>(schema: z.ZodType): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    return { values: {}, errors: zodIssuesToErrors(result.error.issues) as FieldErrors<T> };
  };
}
