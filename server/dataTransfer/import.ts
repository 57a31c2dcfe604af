/**
 * Importing records from CSV: every row checked by the domain schema (as a sync or an API insert
 * would be), links checked in batches, and either every new row written as one batch that appears
 * at once with one audit row (./importBatch.ts), or nothing written and the rows' errors answered. Rows whose uuid is already on
 * the platform are left alone, so importing a file twice (or an export) writes nothing the second time.
 */
import { IMPORT_ERRORS_LISTED, IMPORT_MAX_ROWS, type ImportReport, type ImportRowError } from '../../src/domain/dataTransfer';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { nextTurn, Pacer } from '../eventLoop';
import { csvRecords, CsvSyntaxError, type CsvRecord } from '../../src/domain/csvReader';
import { prepareInsert } from '../records/insert';
import { dynamic } from '../records/read';
import { published } from '../records/visibility';
import type { RecordDef } from '../records/types';
import { cellValue, fieldSpecs, ignoredColumns, importColumns } from './columns';
import { discardUnfinishedImports, writeBatch } from './importBatch';

const LOOKUP_CHUNK = 1_000;

interface ParsedRow {
  row: number;
  values: Record<string, unknown>;
}

export interface ImportInput {
  csv: string;
  fileName: string;
  dryRun: boolean;
  actor: { userId: number; ip: string | null };
  /** Aborted when the server stops: rows not yet published are rolled back and the import answers 503. */
  stopping?: AbortSignal;
  /** Runs in the transaction that publishes the rows (e.g. to record a notification). */
  onPublish?: (trx: Kysely<Database>, outcome: { created: number; alreadyPresent: number }) => Promise<void>;
}

const badFile = (message: string) => new ApiError(400, 'INVALID_FILE', message);

/** The file's records, read with pauses so a 10 MB file does not hold the event loop. */
async function readRecords(csv: string, pacer: Pacer): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  try {
    for (const record of csvRecords(csv)) {
      records.push(record);
      await pacer.pause();
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badFile(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  return records;
}

async function readRows(def: RecordDef, csv: string, pacer: Pacer): Promise<{ rows: ParsedRow[]; ignored: string[] }> {
  const [header, ...body] = await readRecords(csv, pacer);
  if (!header) throw badFile('The file is empty. Send a CSV with a header row, e.g. an export of this list.');
  const names = header.fields.map((name) => name.trim());
  const readable = importColumns(def);
  const ignorable = ignoredColumns(def);
  const unknown = names.filter((name) => name && !readable.has(name) && !ignorable.has(name));
  if (unknown.length > 0)
    throw badFile(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Use the column names of an export of this list.`);
  const repeated = names.filter((name, i) => name && names.indexOf(name) !== i);
  if (repeated.length > 0) throw badFile(`Repeated column: ${[...new Set(repeated)].join(', ')}.`);
  if (!names.some((name) => readable.has(name))) throw badFile('The header has none of the columns of this list.');
  const specs = fieldSpecs(def);
  const rows: ParsedRow[] = [];
  for (const record of body) {
    await pacer.pause();
    if (record.fields.every((field) => field.trim() === '')) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, i) => {
      if (!readable.has(name)) return;
      const value = cellValue(specs.get(name) ?? { kind: 'text' }, record.fields[i] ?? '');
      if (value !== null) values[name] = value;
    });
    rows.push({ row: record.row, values });
  }
  if (rows.length > IMPORT_MAX_ROWS) throw badFile(`The file has ${rows.length} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} at a time.`);
  return { rows, ignored: names.filter((name) => ignorable.has(name)) };
}

/** Which of `values` the column `column` of `table` holds (as text), looked up in chunks. */
async function presentValues(db: Db, table: string, column: 'id' | 'uuid', values: unknown[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
    const rows = await dynamic(db)
      .selectFrom(table)
      .select(column)
      .where(column, 'in', values.slice(i, i + LOOKUP_CHUNK))
      .where(published(table))
      .execute();
    for (const row of rows) found.add(String(row[column]));
    await nextTurn();
  }
  return found;
}

export async function importRecords(db: Db, def: RecordDef, input: ImportInput): Promise<ImportReport> {
  const pacer = new Pacer();
  const { rows, ignored } = await readRows(def, input.csv, pacer);
  const errors: ImportRowError[] = [];
  const ready: { row: number; columns: Record<string, unknown> }[] = [];
  const uuidRow = new Map<string, number>();
  for (const { row, values } of rows) {
    await pacer.pause();
    try {
      const columns = prepareInsert(def, values);
      const uuid = typeof values.uuid === 'string' ? values.uuid : null;
      if (uuid && uuidRow.has(uuid)) {
        errors.push({ row, errors: { uuid: `Repeats the uuid of row ${uuidRow.get(uuid)}` } });
        continue;
      }
      if (uuid) uuidRow.set(uuid, row);
      ready.push({ row, columns });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push({ row, errors: error.errors ?? { _: error.message } });
    }
  }

  await discardUnfinishedImports(db);
  const present = await presentValues(db, def.table, 'uuid', [...uuidRow.keys()]);
  const fresh = ready.filter(({ columns }) => !(typeof columns.uuid === 'string' && present.has(columns.uuid)));
  for (const [key, ref] of Object.entries(def.references)) {
    const ids = [...new Set(fresh.map(({ columns }) => columns[key]).filter((id) => id !== null && id !== undefined))];
    if (ids.length === 0) continue;
    const known = await presentValues(db, ref.table, 'id', ids);
    for (const { row, columns } of fresh) {
      const id = columns[key];
      if (id !== null && id !== undefined && !known.has(String(id))) errors.push({ row, errors: { [key]: `No ${ref.noun} has the id ${String(id)}` } });
    }
  }
  errors.sort((a, b) => a.row - b.row);

  const report: ImportReport = {
    type: def.type,
    dryRun: input.dryRun,
    rows: rows.length,
    created: 0,
    alreadyPresent: ready.length - fresh.length,
    valid: errors.length === 0 ? fresh.length : 0,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_ERRORS_LISTED),
    ignoredColumns: ignored,
  };
  if (errors.length > 0 || input.dryRun || fresh.length === 0) return report;

  report.created = await writeBatch(db, def, fresh, input, report.alreadyPresent);
  return report;
}
