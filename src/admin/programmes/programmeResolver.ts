import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { programmeFormSchema } from '../../domain/programmeInput';

interface ErrorTree {
  [key: string]: ErrorTree | FieldError;
}

const isLeaf = (node: ErrorTree | FieldError): node is FieldError => typeof node.type === 'string';

/** Puts an error at its path unless an earlier message already covers that place. */
function place(tree: ErrorTree, path: readonly string[], error: FieldError): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    const next = (node[key] ??= {});
    if (isLeaf(next)) return;
    node = next;
  }
  node[path[path.length - 1]] ??= error;
}

/** The first message of each field at its full path, so a partner's name error shows on that partner's name. */
export function nestedErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors<FieldValues> {
  const tree: ErrorTree = {};
  for (const issue of issues) {
    place(tree, issue.path.length > 0 ? issue.path.map(String) : ['root'], { type: issue.code, message: issue.message });
  }
  return tree as FieldErrors<FieldValues>;
}

/** The programme form's resolver: the domain's form schema; the parsed values are what is saved. */
export const programmeResolver: Resolver<FieldValues> = async (values) => {
  const result = await programmeFormSchema.safeParseAsync(values);
  if (result.success) return { values: result.data, errors: {} };
  return { values: {}, errors: nestedErrors(result.error.issues) };
};
