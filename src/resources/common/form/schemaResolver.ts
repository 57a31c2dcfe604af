/**
 * The react-hook-form resolvers of the record and account forms: @hookform/resolvers' zodResolver,
 * its messages keyed by top-level field. Those forms have one input per top-level field (a list of
 * texts is one input), so a message about one item of a list is shown on the list's input.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type FormValues = Record<string, unknown>;

type ErrorNode = FieldError | FieldErrors | undefined;

const isFieldError = (node: object): node is FieldError => typeof (node as { type?: unknown }).type === 'string';

/** The first message under `node`, depth first in the order the schema reported them. */
function firstError(node: ErrorNode): FieldError | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (isFieldError(node)) return node;
  for (const child of Object.values(node) as ErrorNode[]) {
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

/** One message per top-level field; a message about the whole form (empty path) goes under `root`. */
export function topLevelErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const collapsed: Record<string, FieldError> = {};
  for (const [name, node] of Object.entries(errors) as [string, ErrorNode][]) {
    const error = firstError(node);
    if (error) collapsed[name === '' ? 'root' : name] ??= error;
  }
  return collapsed as FieldErrors<T>;
}

/**
 * zodResolver as react-admin's forms take it: their values are loose (inputs hold what was typed,
 * blanks as '' or null) until the schema has parsed them. Each message sits at its full path.
 */
export function formResolver<T extends FieldValues = FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<T>;
}

/** The schema's parsed output on success, otherwise the first message of each top-level field. */
export function schemaResolver<T extends FieldValues = FormValues>(schema: z.ZodType): Resolver<T> {
  const resolve = formResolver<T>(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { values: result.values, errors: topLevelErrors(result.errors) } as Awaited<ReturnType<Resolver<T>>>;
  };
}

/**
 * Checks what `derive` makes of the form's values (e.g. only the changed fields) against the
 * schema; the form keeps its own values.
 */
export function derivedResolver(schema: z.ZodType, derive: (values: FieldValues) => FieldValues): Resolver<FieldValues> {
  const check = schemaResolver<FieldValues>(schema);
  return async (values, context, options) => {
    const { errors } = await check(derive(values), context, options);
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
