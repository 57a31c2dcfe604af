/**
 * Overrides of ra-data-simple-rest where the records API (docs/api-records.md) answers another
 * shape: single records come as `{data}`, updates send only the changed fields, getMany pages the
 * list with `filter={id: [...]}`. A household is read and saved one part at a time through the
 * standard getOne/update, the part named by `meta.part` (spec 02 §7). Resources here are API paths
 * (`oos-children`, `communities`), after `withResourcePaths` renamed them.
 */
import type { GetManyParams, GetOneParams, Identifier, RaRecord, UpdateParams } from 'ra-core';
import type { HouseholdPartAnswer, HouseholdPartSavedAnswer, RecordAnswer, RecordListAnswer, RecordSavedAnswer } from '../domain/api/records';
import type { RecordWriteBody } from '../domain/api/recordsWrite';
import { HOUSEHOLD_PARTS_BY_TAB, HOUSEHOLD_TABS, RECORD_TYPE_NAMES, RECORD_TYPES, recordTypeOfApiPath, type HouseholdTab } from '../domain/records';
import type { HttpClient } from './httpClient';

/**
 * The `meta` of a household getOne/update: which part it reads or saves. Without a part, the
 * identification (GET /households/{id} is the household with its identification).
 */
export type HouseholdPartMeta = { part?: HouseholdTab };

/** API paths whose PUT body carries the id as well (spec 02 §7: "the child fields plus id"). */
const SENDS_WHOLE_RECORD = new Set<string>(
  RECORD_TYPE_NAMES.filter((type) => RECORD_TYPES[type].sendsWholeRecordOnUpdate).map((type) => RECORD_TYPES[type].apiPath),
);
const HOUSEHOLDS = RECORD_TYPES.households.apiPath;
/** Rows the list API answers at most per request. */
const MAX_LIST_ROWS = 100;
/** Top-level extras of a single-record answer that belong to the record (schools' counts). */
function extrasOf(apiPath: string): readonly string[] {
  const type = recordTypeOfApiPath(apiPath);
  return type ? RECORD_TYPES[type].computed : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The part a household call names in `meta.part` (see HouseholdPartMeta); an unknown part is a bug, never the identification. */
function householdPartOf(meta: unknown): HouseholdTab {
  const part = isObject(meta) ? meta.part : undefined;
  if (part === undefined) return HOUSEHOLD_TABS[0];
  if (typeof part === 'string' && (HOUSEHOLD_TABS as readonly string[]).includes(part)) return part as HouseholdTab;
  throw new Error(`Unknown household part: ${String(part)}`);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `data` that differ from `previous` (fields left `undefined` are not sent). */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id' || value === undefined) continue;
    if (!previous || !sameValue(value, previous[key])) changes[key] = value;
  }
  return changes;
}

/** `{data, ...}` → the record (with the top-level extras merged in). */
function unwrap(json: unknown, id: Identifier, extras: readonly string[] = []): RaRecord {
  if (!isObject(json) || !isObject(json.data)) throw new Error('The server answered without a record');
  const record: Record<string, unknown> = { ...json.data };
  for (const key of extras) if (key in json && !(key in record)) record[key] = json[key];
  if (record.id === undefined) record.id = id;
  return record as RaRecord;
}

/** A household part's answer (`data`, or `data[answerKey]`) → the part's fields with the household id. */
function partFields(json: unknown, id: Identifier, part: HouseholdTab): RaRecord {
  const key = HOUSEHOLD_PARTS_BY_TAB[part].answerKey;
  const data = isObject(json) ? json.data : undefined;
  const fields = key && isObject(data) ? data[key] : data;
  if (!isObject(fields)) throw new Error('The server answered without the household part');
  return { ...fields, id } as RaRecord;
}

export function createRecordOverrides(http: HttpClient, base: string) {
  const url = (resource: string, id: Identifier, suffix = '') => `${base}/${resource}/${encodeURIComponent(String(id))}${suffix}`;
  const put = <T>(target: string, body: RecordWriteBody) => http<T>(target, { method: 'PUT', body: JSON.stringify(body) });

  /** Where a part is read: the identification with the household itself (GET /households/{id}), the others at /{id}/{part}. */
  const partReadUrl = (id: Identifier, part: HouseholdTab) => url(HOUSEHOLDS, id, HOUSEHOLD_PARTS_BY_TAB[part].answerKey === null ? '' : `/${part}`);

  const getOne = async (resource: string, params: GetOneParams) => {
    if (resource === HOUSEHOLDS) {
      const part = householdPartOf(params.meta);
      const { json } = await http<HouseholdPartAnswer>(partReadUrl(params.id, part), { signal: params.signal });
      return { data: partFields(json, params.id, part) };
    }
    const { json } = await http<RecordAnswer>(url(resource, params.id), { signal: params.signal });
    return { data: unwrap(json, params.id, extrasOf(resource)) };
  };

  /** The list with `filter={id: [...]}`, in chunks the API answers whole (at most 100 rows each). */
  const getMany = async (resource: string, params: GetManyParams) => {
    const chunks: Identifier[][] = [];
    for (let i = 0; i < params.ids.length; i += MAX_LIST_ROWS) chunks.push(params.ids.slice(i, i + MAX_LIST_ROWS));
    const answers = await Promise.all(
      chunks.map(async (ids) => {
        const query = new URLSearchParams({ filter: JSON.stringify({ id: ids }), range: JSON.stringify([0, ids.length - 1]) });
        const { json } = await http<RecordListAnswer>(`${base}/${resource}?${query}`, { signal: params.signal });
        return Array.isArray(json) ? (json as RaRecord[]) : [];
      }),
    );
    return { data: answers.flat() };
  };

  const update = async (resource: string, params: UpdateParams) => {
    if (resource === HOUSEHOLDS) {
      // Only the part's fields that differ from the part as loaded; never the id.
      const part = householdPartOf(params.meta);
      const { json } = await put<HouseholdPartSavedAnswer>(url(HOUSEHOLDS, params.id, `/${part}`), changedFields(params.data, params.previousData));
      return { data: partFields(json, params.id, part) };
    }
    // Spec 02 §7: a child is updated with the child fields plus id; other records send what changed.
    const body = SENDS_WHOLE_RECORD.has(resource) ? { ...params.data, id: params.id } : changedFields(params.data, params.previousData);
    const { json } = await put<RecordSavedAnswer>(url(resource, params.id), body);
    return { data: unwrap(json, params.id, extrasOf(resource)) };
  };

  return { getOne, getMany, update };
}
