/**
 * What input each record field needs, read from its domain schema (the zod shape and its enum
 * lists), so that the form and the back office share one fact: an enum is a select, a list of an
 * enum a checkbox group, a boolean a yes/no pair, a number a number input, a date a date input.
 */
import type { z } from 'zod';
import type { DeviceTable } from '../../domain/protocol';
import { DISABILITY_FORM_OPTIONS, communityShape, householdSchema, learnerShape, outOfSchoolChildShape, schoolShape, staffShape } from '../../domain/records';

export type FieldKind = 'text' | 'longText' | 'email' | 'url' | 'date' | 'number' | 'choice' | 'choices' | 'flag' | 'textList' | 'location';

export interface FieldInfo {
  kind: FieldKind;
  options: readonly string[];
}

/** The domain shape of each device table: what `data` of a pushed record may hold. */
export const SHAPE_OF_TABLE: Readonly<Record<DeviceTable, z.ZodRawShape>> = {
  schools: schoolShape,
  learners: learnerShape,
  staff: staffShape,
  households: householdSchema.shape,
  communities: communityShape,
  oosChildren: outOfSchoolChildShape,
};

/** Location keys every record may carry (the server accepts them on every table). */
export const LOCATION_FIELDS = ['state', 'lga', 'ward'] as const;

/** Where a form offers fewer options than the schema accepts (spec 02 §3.1: no "Mental" on the child form). */
const FORM_OPTIONS: Partial<Record<DeviceTable, Record<string, readonly string[]>>> = {
  oosChildren: { disability: DISABILITY_FORM_OPTIONS },
};

interface ZodDef {
  type: string;
  innerType?: ZodNode;
  out?: ZodNode;
  element?: ZodNode;
  entries?: Record<string, string>;
}
interface ZodNode {
  _zod: { def: ZodDef };
}

/** The schema under optional, nullable and preprocess wrappers. */
function core(node: ZodNode): ZodNode {
  const def = node._zod.def;
  const inner = def.innerType ?? (def.type === 'pipe' ? def.out : undefined);
  return inner ? core(inner) : node;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A string field: told apart by what it accepts (a date, an e-mail, a web address, line breaks). */
function stringKind(schema: z.ZodType): FieldKind {
  if (accepts(schema, 'x')) return accepts(schema, 'a\nb') ? 'longText' : 'text';
  if (accepts(schema, '2020-01-31')) return 'date';
  if (accepts(schema, 'name@example.org')) return 'email';
  return 'url';
}

function infoOf(schema: z.ZodType): FieldInfo {
  const node = core(schema as unknown as ZodNode);
  const def = node._zod.def;
  if (def.type === 'enum') return { kind: 'choice', options: Object.values(def.entries ?? {}) };
  if (def.type === 'boolean') return { kind: 'flag', options: [] };
  if (def.type === 'number') return { kind: 'number', options: [] };
  if (def.type === 'array') {
    const element = core(def.element as ZodNode)._zod.def;
    return element.type === 'enum' ? { kind: 'choices', options: Object.values(element.entries ?? {}) } : { kind: 'textList', options: [] };
  }
  return { kind: stringKind(schema), options: [] };
}

const cache = new Map<string, FieldInfo>();

/** The input kind and options of `field` on `table`'s form. */
export function fieldInfo(table: DeviceTable, field: string): FieldInfo {
  const key = `${table}.${field}`;
  const known = cache.get(key);
  if (known) return known;
  const schema = SHAPE_OF_TABLE[table][field] as z.ZodType | undefined;
  let info: FieldInfo;
  if ((LOCATION_FIELDS as readonly string[]).includes(field)) info = { kind: 'location', options: [] };
  else if (!schema) throw new Error(`${table} has no field ${field}`);
  else info = infoOf(schema);
  const narrowed = FORM_OPTIONS[table]?.[field];
  if (narrowed) info = { ...info, options: narrowed };
  cache.set(key, info);
  return info;
}
