/**
 * Turns CSV records into ward rows: header detection, state and LGA resolution (names or slugs),
 * coordinates, the display name (upper-case INEC names in title case), and a slug per ward that
 * stays distinct within its LGA. A name that repeats in
 * one LGA gets `-2`, `-3`, ... in file order, so the same file always yields the same slugs.
 */
import type { CsvRecord } from '../csvReader';
import { resolveLga, resolveState } from './index';
import { slugify } from './slug';
import { wardDisplayName } from './wardNames';
import { WARD_CSV_COLUMNS, type Ward, type WardImportRejection } from './wards';

/** A ward read from the CSV, at its line `row`; null coordinates: the row gives none (the stored ones are then kept). */
export interface WardRow extends Omit<Ward, 'id'> {
  row: number;
}

const MAX_WARD_NAME_LENGTH = 200;
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
  return { ok: true, row: { row: record.row, state: state.slug, lga: lga.slug, name: wardDisplayName(name), latitude, longitude } };
}

/**
 * Resolves records one at a time (so a caller can pause between them). Linear in the file: each
 * (LGA, base slug) keeps the next suffix to try, so a name repeated n times costs n steps, not n².
 */
export class WardRowResolver {
  readonly rows: WardRow[] = [];
  readonly rejected: WardImportRejection[] = [];
  private readonly usedSlugs = new Map<string, Set<string>>();
  private readonly nextSuffix = new Map<string, number>();
  private first = true;

  add(record: CsvRecord): void {
    if (record.fields.every((f) => clean(f) === '')) return;
    if (this.first) {
      this.first = false;
      if (isHeader(record.fields)) return;
    }
    const parsed = parseRecord(record);
    if (!parsed.ok) {
      this.rejected.push({ row: record.row, reason: parsed.reason });
      return;
    }
    const lgaKey = `${parsed.row.state}/${parsed.row.lga}`;
    const used = this.usedSlugs.get(lgaKey) ?? new Set<string>();
    this.usedSlugs.set(lgaKey, used);
    const base = slugify(parsed.row.name);
    let slug = base;
    if (used.has(slug)) {
      const suffixKey = `${lgaKey}/${base}`;
      let n = this.nextSuffix.get(suffixKey) ?? 2;
      while (used.has(`${base}-${n}`)) n += 1;
      slug = `${base}-${n}`;
      this.nextSuffix.set(suffixKey, n + 1);
    }
    used.add(slug);
    this.rows.push({ ...parsed.row, slug });
  }
}

export function resolveWardRows(records: Iterable<CsvRecord>): { rows: WardRow[]; rejected: WardImportRejection[] } {
  const resolver = new WardRowResolver();
  for (const record of records) resolver.add(record);
  return { rows: resolver.rows, rejected: resolver.rejected };
}
