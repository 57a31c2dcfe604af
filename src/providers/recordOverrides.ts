/**
 * Overrides of ra-data-simple-rest where the records API (docs/api-records.md) answers another
 * shape: single records come as `{data}`, updates send only the changed fields, getMany pages the
 * list with `filter={id: [...]}`, and the household parts have their own calls. Resources here are
 * API paths (`oos-children`, `communities`), after `withResourcePaths` renamed them.
 */
import type { DataProvider, GetManyParams, GetOneParams, Identifier, RaRecord, UpdateParams } from 'ra-core';
import { HOUSEHOLD_PARTS_BY_TAB, RECORD_TYPE_NAMES, RECORD_TYPES, recordTypeOfApiPath, type HouseholdTab } from '../domain/records';
import type { HttpClient } from './httpClient';

export type HouseholdPart = HouseholdTab;

export interface HouseholdPartAnswer {
  /** The part's fields, plus the household `id`. */
  data: RaRecord;
  /** The server's message after a save, e.g. "Household identification saved". */
  message?: string;
}

/** The custom calls the household edit screen uses, next to the standard ones. */
export interface RecordsDataProvider extends DataProvider {
  getHouseholdPart(id: Identifier, part: HouseholdPart): Promise<HouseholdPartAnswer>;
  /** PUTs `body`; with `previousData`, only the fields that differ from it. `id` is never sent. */
  updateHouseholdPart(id: Identifier, part: HouseholdPart, body: Record<string, unknown>, previousData?: Record<string, unknown>): Promise<HouseholdPartAnswer>;
}

/** API paths whose PUT body carries the id as well (spec 02 §7: "the child fields plus id"). */
const SENDS_WHOLE_RECORD = new Set<string>(RECORD_TYPE_NAMES.filter((type) => RECORD_TYPES[type].sendsWholeRecordOnUpdate).map((type) => RECORD_TYPES[type].apiPath));
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

function messageOf(json: unknown): string | undefined {
  return isObject(json) && typeof json.message === 'string' ? json.message : undefined;
}

export function createRecordOverrides(http: HttpClient, base: string) {
  const url = (resource: string, id: Identifier, suffix = '') => `${base}/${resource}/${encodeURIComponent(String(id))}${suffix}`;
  const put = (target: string, body: Record<string, unknown>) => http(target, { method: 'PUT', body: JSON.stringify(body) });

  const getOne = async (resource: string, params: GetOneParams) => {
    const { json } = await http(url(resource, params.id), { signal: params.signal });
    return { data: unwrap(json, params.id, extrasOf(resource)) };
  };

  /** The list with `filter={id: [...]}`, in chunks the API answers whole (at most 100 rows each). */
  const getMany = async (resource: string, params: GetManyParams) => {
    const chunks: Identifier[][] = [];
    for (let i = 0; i < params.ids.length; i += MAX_LIST_ROWS) chunks.push(params.ids.slice(i, i + MAX_LIST_ROWS));
    const answers = await Promise.all(
      chunks.map(async (ids) => {
        const query = new URLSearchParams({ filter: JSON.stringify({ id: ids }), range: JSON.stringify([0, ids.length - 1]) });
        const { json } = await http(`${base}/${resource}?${query}`, { signal: params.signal });
        return Array.isArray(json) ? (json as RaRecord[]) : [];
      }),
    );
    return { data: answers.flat() };
  };

  const update = async (resource: string, params: UpdateParams) => {
    // Spec 02 §7: a child is updated with the child fields plus id; other records send what changed.
    const body = SENDS_WHOLE_RECORD.has(resource) ? { ...params.data, id: params.id } : changedFields(params.data, params.previousData);
    // A household as a react-admin record is its identification part.
    const target = resource === HOUSEHOLDS ? url(resource, params.id, `/${HOUSEHOLD_PARTS_BY_TAB.identification.tab}`) : url(resource, params.id);
    const { json } = await put(target, body);
    return { data: unwrap(json, params.id, extrasOf(resource)) };
  };

  const partFields = (json: unknown, id: Identifier, part: HouseholdPart): RaRecord => {
    const key = HOUSEHOLD_PARTS_BY_TAB[part].answerKey;
    const data = isObject(json) ? json.data : undefined;
    const fields = key && isObject(data) ? data[key] : data;
    if (!isObject(fields)) throw new Error('The server answered without the household part');
    return { ...fields, id } as RaRecord;
  };

  const getHouseholdPart = async (id: Identifier, part: HouseholdPart): Promise<HouseholdPartAnswer> => {
    // The identification is read with the household itself.
    const { json } = await http(url(HOUSEHOLDS, id, HOUSEHOLD_PARTS_BY_TAB[part].answerKey === null ? '' : `/${part}`));
    return { data: partFields(json, id, part) };
  };

  const updateHouseholdPart = async (
    id: Identifier,
    part: HouseholdPart,
    body: Record<string, unknown>,
    previousData?: Record<string, unknown>,
  ): Promise<HouseholdPartAnswer> => {
    const { json } = await put(url(HOUSEHOLDS, id, `/${part}`), changedFields(body, previousData));
    return { data: partFields(json, id, part), message: messageOf(json) };
  };

  return { getOne, getMany, update, getHouseholdPart, updateHouseholdPart };
}
