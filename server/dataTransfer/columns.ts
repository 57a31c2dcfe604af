/**
 * The CSV columns of a record type: what an export writes, what an import reads and how each
 * field's text becomes a value (the kinds come from the domain schema's JSON Schema).
 */
import { z } from 'zod';
import { FORMULA_GUARD_PREFIX, FORMULA_START } from '../../src/domain/csv';
import type { RecordDef } from '../records/types';

type FieldKind = 'text' | 'number' | 'boolean' | 'list';

/** How a column's text is read; `options`: the allowed values of an enumerated field, matched whatever their case. */
export interface FieldSpec {
  kind: FieldKind;
  options?: readonly string[];
}

/** Location columns every record has, whether or not its schema lists them. */
const LOCATION = ['state', 'lga', 'ward'] as const;
/** Columns the server keeps itself: written by an export, ignored by an import. */
const SERVER_COLUMNS = ['id', 'zone', 'collectorId', 'syncStatus', 'createdAt', 'updatedAt'] as const;

/** Link columns (ids of other records) that are not schema fields. */
const extraReferences = (def: RecordDef) => Object.keys(def.references).filter((key) => !def.fields.includes(key));

export function exportColumns(def: RecordDef): string[] {
  const location = LOCATION.filter((key) => !def.fields.includes(key));
  const linkName = def.link ? [def.link.as] : [];
  return ['id', 'uuid', ...location, 'zone', ...def.fields, ...extraReferences(def), ...linkName, 'collectorId', 'syncStatus', 'createdAt', 'updatedAt'];
}

/** Columns an import reads: uuid, the location and the schema fields. */
export function importColumns(def: RecordDef): Set<string> {
  return new Set(['uuid', ...LOCATION, ...def.fields, ...extraReferences(def)]);
}

/** Columns an import accepts and ignores: the server-managed ones and the linked names. */
export function ignoredColumns(def: RecordDef): Set<string> {
  return new Set([...SERVER_COLUMNS, ...(def.link ? [def.link.as] : []), ...def.computed]);
}

interface JsonSchemaNode {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchemaNode[];
}

function typesOf(node: JsonSchemaNode, out = { types: new Set<string>(), options: [] as string[] }) {
  if (node.type) for (const type of [node.type].flat()) out.types.add(type);
  for (const value of node.enum ?? []) if (typeof value === 'string') out.options.push(value);
  for (const member of node.anyOf ?? []) typesOf(member, out);
  return out;
}

const specsCache = new WeakMap<RecordDef, Map<string, FieldSpec>>();

export function fieldSpecs(def: RecordDef): Map<string, FieldSpec> {
  let specs = specsCache.get(def);
  if (!specs) {
    const json = z.toJSONSchema(def.schema, { unrepresentable: 'any', io: 'input' }) as { properties?: Record<string, JsonSchemaNode> };
    specs = new Map();
    for (const [field, node] of Object.entries(json.properties ?? {})) {
      const { types, options } = typesOf(node);
      const kind: FieldKind = types.has('array') ? 'list' : types.has('boolean') ? 'boolean' : types.has('number') || types.has('integer') ? 'number' : 'text';
      specs.set(field, options.length > 0 ? { kind, options } : { kind });
    }
    for (const key of extraReferences(def)) specs.set(key, { kind: 'number' });
    specsCache.set(def, specs);
  }
  return specs;
}

/** `value` spelled as one of `options` when it matches one whatever the case, else as it is. */
function canonical(value: string, options: readonly string[] | undefined): string {
  if (!options) return value;
  const lower = value.toLowerCase();
  return options.find((option) => option.toLowerCase() === lower) ?? value;
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);
/** A cell an export neutralised ('=…, '+…, '-…, '@…) read back as written: the guard of src/domain/csv.ts. */
const NEUTRALISED = new RegExp(`^${FORMULA_GUARD_PREFIX}(?=${FORMULA_START.source.slice(1)})`);

/** A cell's text as the value the schema checks; '' is no value. Unreadable text is passed on for the schema to name. */
export function cellValue({ kind, options }: FieldSpec, raw: string): unknown {
  const text = raw.replace(NEUTRALISED, '').trim();
  if (text === '') return null;
  switch (kind) {
    case 'number': {
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      return TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
    }
    case 'list':
      return text
        .split(';')
        .map((item) => canonical(item.trim(), options))
        .filter(Boolean);
    case 'text':
      return canonical(text, options);
  }
}
