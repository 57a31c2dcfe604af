/**
 * What a PUT body may hold: the domain's write rules of the type (or the household part), whose
 * schema the route declares (src/domain/api/recordsWrite.ts).
 */
import { recordWriteRules, type RecordWriteRules } from '../../src/domain/api/recordsWrite';
import type { HouseholdPartDef, RecordDef } from './types';

export type WriteRules = RecordWriteRules;

/** The rules of a PUT of the whole record, or of one part of it (household tabs). */
export function writeRules(def: RecordDef, part?: HouseholdPartDef): WriteRules {
  return recordWriteRules(def.type, part?.tab);
}

/** Values equal for a form: undefined, null and '' are the same empty value. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

const READ_ONLY_MESSAGE = 'This field is read-only and cannot be changed';
const ID_MISMATCH_MESSAGE = 'The id does not match the record in the address';

/** Errors for read-only values sent with a value other than the stored one. */
export function readOnlyErrors(rules: WriteRules, body: Record<string, unknown>, current: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of rules.compared) {
    if (!(key in body)) continue;
    if (key === 'id') {
      if (body.id !== current.id) errors.id = ID_MISMATCH_MESSAGE;
    } else if (!sameValue(body[key], current[key])) {
      errors[key] = READ_ONLY_MESSAGE;
    }
  }
  return errors;
}
