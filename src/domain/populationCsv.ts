/**
 * The rows of a population CSV (./population.ts): the header first, then one estimate per row.
 * State and LGA are accepted as slug or name (an empty state is the country, an empty LGA the
 * state); a rejected row gets a reason in plain English. The same area, age group, sex and year
 * twice in one file: the later row is rejected, so a file never says two things about one figure.
 */
import type { PopulationPlanEntry, PopulationRejection } from './api/population';
import type { CsvRecord } from './csvReader';
import { INT4_MAX } from './inputRules';
import { resolveLga, resolveState } from './locations';
import {
  POPULATION_AGE_GROUP_PATTERN,
  POPULATION_CSV_COLUMNS,
  POPULATION_SEXES,
  POPULATION_TEXT_MAX,
  POPULATION_YEARS,
  type PopulationSex,
} from './population';

/** An estimate read from the CSV, at its line `row`; state and lga are slugs, null for the country or a state. */
export type PopulationRow = Omit<PopulationPlanEntry, 'previous'>;

/** The first row is not the header: the whole file is refused. */
export class PopulationHeaderError extends Error {
  constructor(found: readonly string[]) {
    const text = found.join(',');
    super(`The first row must be the header ${POPULATION_CSV_COLUMNS.join(',')}; found "${text.length > 120 ? `${text.slice(0, 120)}…` : text}".`);
    this.name = 'PopulationHeaderError';
  }
}

/** The key an estimate is stored under: area, age group, sex and year. */
export function populationKey(row: { state: string | null; lga: string | null; ageGroup: string; sex: string; year: number }): string {
  return [row.state ?? '', row.lga ?? '', row.ageGroup, row.sex, row.year].join('|');
}

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The fields without empty ones past `keep` at the end (a spreadsheet may add trailing commas). */
function trimmed(fields: readonly string[], keep = 0): string[] {
  const out = fields.map(clean);
  while (out.length > keep && out[out.length - 1] === '') out.pop();
  return out;
}

const isHeader = (fields: readonly string[]) =>
  fields.length === POPULATION_CSV_COLUMNS.length && fields.every((field, i) => field.toLowerCase() === POPULATION_CSV_COLUMNS[i]);

/** "6-11" or "5", both ends included; normalised ("06-11" → "6-11"), or a reason. */
export function readAgeGroup(value: string): string | { reason: string } {
  const match = POPULATION_AGE_GROUP_PATTERN.exec(value);
  if (!match) return { reason: `Age group "${value}" is not an age or a range of ages like 6-11.` };
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  if (from > to) return { reason: `Age group "${value}" runs backwards: write the younger age first.` };
  return from === to ? String(from) : `${from}-${to}`;
}

const WHOLE = /^\d+$/;
/** 1,234,567 or 1 234 567 (a no-break or narrow space too) or 1'234'567. */
const GROUPED = /^\d{1,3}([,' \u00a0\u202f]\d{3})+$/;

function readPopulation(value: string): number | { reason: string } {
  if (value === '') return { reason: 'The population is empty.' };
  if (GROUPED.test(value)) return { reason: `Population "${value}" has thousands separators: write the digits alone (${value.replace(/\D/g, '')}).` };
  if (/^-\s*\d/.test(value)) return { reason: `Population "${value}" is negative.` };
  if (!WHOLE.test(value)) return { reason: `Population "${value}" is not a whole number (digits only, no decimals).` };
  const population = Number(value);
  if (population > INT4_MAX) return { reason: `Population "${value}" is larger than ${INT4_MAX}.` };
  return population;
}

function readYear(value: string): number | { reason: string } {
  const year = Number(value);
  if (!/^\d{4}$/.test(value) || year < POPULATION_YEARS.min || year > POPULATION_YEARS.max) {
    return { reason: `Year "${value}" is not a year from ${POPULATION_YEARS.min} to ${POPULATION_YEARS.max}.` };
  }
  return year;
}

function readText(value: string, label: 'source' | 'licence'): string | { reason: string } {
  if (value === '') return { reason: `The ${label} is empty.` };
  const max = POPULATION_TEXT_MAX[label];
  if (value.length > max) return { reason: `The ${label} is longer than ${max} characters.` };
  return value;
}

type Area = { state: string | null; lga: string | null } | { reason: string };

function readArea(stateValue: string, lgaValue: string): Area {
  if (stateValue === '') {
    return lgaValue === '' ? { state: null, lga: null } : { reason: `LGA "${lgaValue}" has no state: give the state of every LGA.` };
  }
  const state = resolveState(stateValue);
  if (!state) return { reason: `Unknown state "${stateValue}".` };
  if (lgaValue === '') return { state: state.slug, lga: null };
  const lga = resolveLga(state.slug, lgaValue);
  if (!lga) return { reason: `Unknown LGA "${lgaValue}" in ${state.name}.` };
  return { state: state.slug, lga: lga.slug };
}

const failed = (value: unknown): value is { reason: string } => typeof value === 'object' && value !== null && 'reason' in value;

function readRow(record: CsvRecord, fields: readonly string[]): PopulationRow | { reason: string } {
  const columns = POPULATION_CSV_COLUMNS.length;
  if (fields.length < columns) return { reason: `Expected the ${columns} columns ${POPULATION_CSV_COLUMNS.join(', ')}; found ${fields.length}.` };
  if (fields.length > columns) return { reason: `Too many columns: expected ${columns} (${POPULATION_CSV_COLUMNS.join(', ')}), found ${fields.length}.` };
  const [stateValue, lgaValue, ageValue, sexValue, yearValue, populationValue, sourceValue, licenceValue] = fields;
  const area = readArea(stateValue, lgaValue);
  if (failed(area)) return area;
  const ageGroup = readAgeGroup(ageValue);
  if (failed(ageGroup)) return ageGroup;
  const sex = sexValue.toLowerCase();
  if (!(POPULATION_SEXES as readonly string[]).includes(sex)) return { reason: `Sex "${sexValue}" is not one of ${POPULATION_SEXES.join(', ')}.` };
  const year = readYear(yearValue);
  if (failed(year)) return year;
  const population = readPopulation(populationValue);
  if (failed(population)) return population;
  const source = readText(sourceValue, 'source');
  if (failed(source)) return source;
  const licence = readText(licenceValue, 'licence');
  if (failed(licence)) return licence;
  return { row: record.row, ...area, ageGroup, sex: sex as PopulationSex, year, population, source, licence };
}

/**
 * Reads records one at a time (so a caller can pause between them). The first non-blank record
 * must be the header (PopulationHeaderError otherwise); blank lines are skipped.
 */
export class PopulationRowReader {
  readonly rows: PopulationRow[] = [];
  readonly rejected: PopulationRejection[] = [];
  private readonly seen = new Map<string, number>();
  private headerRead = false;

  add(record: CsvRecord): void {
    if (trimmed(record.fields).length === 0) return;
    if (!this.headerRead) {
      const header = trimmed(record.fields);
      if (!isHeader(header)) throw new PopulationHeaderError(header);
      this.headerRead = true;
      return;
    }
    const read = readRow(record, trimmed(record.fields, POPULATION_CSV_COLUMNS.length));
    if (failed(read)) {
      this.rejected.push({ row: record.row, reason: read.reason });
      return;
    }
    const key = populationKey(read);
    const first = this.seen.get(key);
    if (first !== undefined) {
      this.rejected.push({ row: record.row, reason: `Repeats row ${first}: the same area, age group, sex and year.` });
      return;
    }
    this.seen.set(key, record.row);
    this.rows.push(read);
  }
}

export function readPopulationRows(records: Iterable<CsvRecord>): { rows: PopulationRow[]; rejected: PopulationRejection[] } {
  const reader = new PopulationRowReader();
  for (const record of records) reader.add(record);
  return { rows: reader.rows, rejected: reader.rejected };
}
