/**
 * What a PUT body may hold: the record's (or the part's) fields, all optional, plus the read-only
 * values a form sends back as it got them. Unknown keys answer 400.
 *
 * - editable: written when they change.
 * - compared: read-only; refused with 400 when sent with a value other than the stored one
 *   (id, uuid, sync status, collector, a read-only location, links that cannot change here).
 * - ignored: derived or moving values (times, counts, the zone of an editable location, the name
 *   of a link that the same body may change); accepted and never written.
 */
import { z } from 'zod';
import { LOCATION_KEYS } from './locations';
import type { RecordDef, RecordPart } from './types';

export interface WriteRules {
  schema: z.ZodObject<z.ZodRawShape>;
  editable: ReadonlySet<string>;
  compared: readonly string[];
}

const idValue = z.number({ error: 'Expected a whole number' }).int('Expected a whole number');
const textValue = z.string().nullish();

const SYSTEM_VALUES: Record<string, z.ZodType> = {
  id: idValue.positive('Expected the record id'),
  uuid: z.string(),
  syncStatus: textValue,
  collectorId: idValue.nullish(),
  createdAt: textValue,
  updatedAt: textValue,
  zone: textValue,
};

/** A record's review values, answered with it (server/records/read.ts). */
const REVIEW_VALUES = ['reviewState', 'reviewComment', 'reviewedAt'];

const cache = new WeakMap<RecordDef | RecordPart, WriteRules>();

function build(def: RecordDef, part?: RecordPart): WriteRules {
  const shape = part?.shape ?? def.schema.shape;
  const fields = Object.keys(shape);
  const readOnlyLocation: string[] = def.locationEditable ? [] : [...LOCATION_KEYS];
  const editable = new Set(fields.filter((key) => !readOnlyLocation.includes(key)));

  const compared = ['id', 'uuid', 'syncStatus', 'collectorId', ...readOnlyLocation];
  // The review values change only through POST .../review; a form sends them back as it got them.
  const ignored = ['createdAt', 'updatedAt', ...REVIEW_VALUES, ...def.computed];
  if (def.locationEditable) ignored.push('zone');
  else compared.push('zone');
  const extra: Record<string, z.ZodType> = {};
  for (const key of Object.keys(def.references)) {
    if (editable.has(key)) continue;
    compared.push(key);
    extra[key] = idValue.nullish();
  }
  if (def.link) {
    (editable.has(def.link.idKey) ? ignored : compared).push(def.link.as);
    extra[def.link.as] = textValue;
  }
  for (const key of def.computed) extra[key] = z.number().nullish();
  for (const key of [...compared, ...ignored]) {
    if (key in shape || key in extra) continue;
    extra[key] = SYSTEM_VALUES[key] ?? textValue;
  }

  const optionalExtra = Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, value.optional()]));
  const partial = z.object(shape).partial().shape;
  const schema = z.strictObject({ ...optionalExtra, ...partial }) as unknown as z.ZodObject<z.ZodRawShape>;
  return { schema, editable, compared: compared.filter((key) => !editable.has(key)) };
}

/** The rules of a PUT of the whole record, or of one part of it (household tabs). */
export function writeRules(def: RecordDef, part?: RecordPart): WriteRules {
  const key = part ?? def;
  let rules = cache.get(key);
  if (!rules) {
    rules = build(def, part);
    cache.set(key, rules);
  }
  return rules;
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
