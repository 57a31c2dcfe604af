/**
 * Turns CSV records into ward rows: header detection, state and LGA resolution (names or slugs),
 * coordinates, and a slug per ward that stays distinct within its LGA. A name that repeats in
 * one LGA gets `-2`, `-3`, ... in file order, so the same file always yields the same slugs.
 */
import { resolveLga, resolveState, slugify, WARD_CSV_COLUMNS, type Ward, type WardImportRejection } from '../../src/domain/locations';
import type { CsvRecord } from './csv';

/** A ward read from the CSV, at its line `row`; null coordinates: the row gives none (the stored ones are then kept). */
export interface WardRow extends Omit<Ward, 'id'> {
  row: number;
}

export const MAX_WARD_NAME_LENGTH = 200;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function isHeader(fields: string[]): boolean {
  const names = fields.map((f) => clean(f).toLowerCase());
  while (names.length > 3 && names[names.length - 1] === '') names.pop();
  return (names.length === 3 || names.length === 5) && names.every((n, i) => n === WARD_CSV_COLUMNS[i]);
}

function coordinate(raw: string, label: string, limit: number): number | string {
  const value = Number(raw);
  if (!NUMBER.test(raw) || !Number.isFinite(value) || Math.abs(value) > limit) {
    return `${label} "${raw}" is not a number between -${limit} and ${limit}.`;
  }
  return value;
}

type Parsed = { ok: true; row: Omit<WardRow, 'slug'> } | { ok: false; reason: string };

function parseRecord(record: CsvRecord): Parsed {
  const fields = record.fields.map(clean);
  if (fields.length < 3) {
    return { ok: false, reason: `Expected the columns ${WARD_CSV_COLUMNS.join(', ')} (the last two optional); found ${fields.length}.` };
  }
  if (fields.slice(5).some((f) => f !== '')) return { ok: false, reason: 'Too many columns: at most state, lga, ward, latitude, longitude.' };
  const [stateValue, lgaValue, name, lat = '', lng = ''] = fields;
  if (!stateValue) return { ok: false, reason: 'The state is empty.' };
  const state = resolveState(stateValue);
  if (!state) return { ok: false, reason: `Unknown state "${stateValue}".` };
  if (!lgaValue) return { ok: false, reason: 'The LGA is empty.' };
  const lga = resolveLga(state.slug, lgaValue);
  if (!lga) return { ok: false, reason: `Unknown LGA "${lgaValue}" in ${state.name}.` };
  if (!name) return { ok: false, reason: 'The ward name is empty.' };
  if (name.length > MAX_WARD_NAME_LENGTH) return { ok: false, reason: `The ward name is longer than ${MAX_WARD_NAME_LENGTH} characters.` };
  if (!slugify(name)) return { ok: false, reason: `The ward name "${name}" has no letters or digits.` };
  if ((lat === '') !== (lng === '')) return { ok: false, reason: 'Give both latitude and longitude, or neither.' };
  let latitude: number | null = null;
  let longitude: number | null = null;
  if (lat !== '') {
    const la = coordinate(lat, 'Latitude', 90);
    if (typeof la === 'string') return { ok: false, reason: la };
    const lo = coordinate(lng, 'Longitude', 180);
    if (typeof lo === 'string') return { ok: false, reason: lo };
    latitude = la;
    longitude = lo;
  }
  return { ok: true, row: { row: record.row, state: state.slug, lga: lga.slug, name, latitude, longitude } };
}

export function resolveWardRows(records: readonly CsvRecord[]): { rows: WardRow[]; rejected: WardImportRejection[] } {
  const rows: WardRow[] = [];
  const rejected: WardImportRejection[] = [];
  const usedSlugs = new Map<string, Set<string>>();
  let first = true;
  for (const record of records) {
    if (record.fields.every((f) => clean(f) === '')) continue;
    if (first) {
      first = false;
      if (isHeader(record.fields)) continue;
    }
    const parsed = parseRecord(record);
    if (!parsed.ok) {
      rejected.push({ row: record.row, reason: parsed.reason });
      continue;
    }
    const key = `${parsed.row.state}/${parsed.row.lga}`;
    const used = usedSlugs.get(key) ?? new Set<string>();
    usedSlugs.set(key, used);
    const base = slugify(parsed.row.name);
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    rows.push({ ...parsed.row, slug });
  }
  return { rows, rejected };
}
