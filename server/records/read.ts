/** Reading records: the row shape the API answers, one record, and a school's counts. */
import { CamelCasePlugin, type Kysely, type SelectQueryBuilder } from 'kysely';
import { recordRowSchema } from '../../src/domain/api/records';
import type { ColumnRows } from '../db/prepared';
import type { Database } from '../db/schema';
import { renameRowKeys } from './keys';
import type { RecordDef } from './types';
import { published } from './visibility';

/** The record tables seen without their static types, for code that takes the table as data. */
export type DynamicDb = Kysely<Record<string, Record<string, unknown>>>;
export type AnySelect = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, Record<string, unknown>>;
export type ApiRow = Record<string, unknown>;

export const dynamic = (db: Kysely<Database>): DynamicDb => db as unknown as DynamicDb;

/** Columns the rows never show (who created or last updated a record is in the audit log). */
const HIDDEN = ['createdBy', 'updatedBy', 'importBatchId', 'reviewedBy'];

/** A database row as the API answers it: schema keys, ISO times, no internal columns. */
export function toApiRow(def: RecordDef, raw: Record<string, unknown>): ApiRow {
  const row = renameRowKeys(raw, def.keyMap);
  for (const key of HIDDEN) delete row[key];
  for (const key of ['createdAt', 'updatedAt', 'reviewedAt']) {
    const value = row[key];
    if (value instanceof Date) row[key] = value.toISOString();
  }
  return row;
}

/** A column's key on API rows: the CamelCasePlugin's read-back name, renamed to the schema key where they differ (./keys.ts). */
class ColumnKeys extends CamelCasePlugin {
  apiKey(def: RecordDef, column: string): string {
    const back = this.camelCase(column);
    return def.keyMap.get(back) ?? back;
  }
}
const columnKeys = new ColumnKeys();

/** The keys the row schema names come first, as its encoding wrote them before rows skipped it. */
const SCHEMA_KEYS: readonly string[] = Object.keys(recordRowSchema.shape);
const HIDDEN_KEYS = new Set(HIDDEN);

/** Per record type and column list: each output key in order and the index of its column. */
type RowPlan = readonly { key: string; index: number }[];
const plansOf = new WeakMap<RecordDef, Map<string, RowPlan>>();

function rowPlan(def: RecordDef, columns: readonly string[], skip: ReadonlySet<string>): RowPlan {
  const plans = plansOf.get(def) ?? new Map<string, RowPlan>();
  plansOf.set(def, plans);
  const id = columns.join(',');
  const kept = plans.get(id);
  if (kept) return kept;
  // A name given twice (a linked name beside a column of the same name) keeps its last column, as a row object would.
  const byKey = new Map<string, number>();
  columns.forEach((column, index) => {
    const key = columnKeys.apiKey(def, column);
    if (!skip.has(column) && !HIDDEN_KEYS.has(key)) byKey.set(key, index);
  });
  const first = SCHEMA_KEYS.filter((key) => byKey.has(key));
  const plan = [...first, ...[...byKey.keys()].filter((key) => !first.includes(key))].map((key) => ({ key, index: byKey.get(key) as number }));
  plans.set(id, plan);
  return plan;
}

/**
 * Rows read with the database's column names (../db/prepared.ts) as the API answers them, in one
 * pass: the same keys, values and key order as toApiRow's rows once the answer schema encoded them.
 * `skip`: columns the statement added for the server (a page's total).
 */
export function apiRowsFromColumns(def: RecordDef, { columns, rows }: ColumnRows, skip: ReadonlySet<string> = new Set()): ApiRow[] {
  if (rows.length === 0) return [];
  const plan = rowPlan(def, columns, skip);
  return rows.map((raw) => {
    const row: ApiRow = {};
    for (const { key, index } of plan) {
      const value = raw[index];
      row[key] = value instanceof Date ? value.toISOString() : value;
    }
    return row;
  });
}

/** `select <table>.*, <linked name>` from the record table, joined to its link if it has one. */
export function selectRows(db: Kysely<Database>, def: RecordDef): AnySelect {
  const base = dynamic(db).selectFrom(def.table).selectAll(def.table).where(published(def.table)) as unknown as AnySelect;
  const link = def.link;
  if (!link) return base;
  return (
    base
      // A linked record that is deleted (in its bin) or not yet published names nothing.
      .leftJoin(`${link.table} as linked`, (join) => join.onRef('linked.id', '=', `${def.table}.${link.idKey}`).on(published('linked')))
      .select(`linked.${link.nameColumn} as ${link.as}`) as unknown as AnySelect
  );
}

/** One record with its linked name, or undefined. */
export async function getRecord(db: Kysely<Database>, def: RecordDef, id: number): Promise<ApiRow | undefined> {
  const raw = await selectRows(db, def).where(`${def.table}.id`, '=', id).executeTakeFirst();
  return raw ? toApiRow(def, raw) : undefined;
}

/** Whether a published record (not in the bin, not in an unpublished import) has this id. */
export async function recordExists(db: Kysely<Database>, def: RecordDef, id: number): Promise<boolean> {
  return (await dynamic(db).selectFrom(def.table).select('id').where('id', '=', id).where(published(def.table)).executeTakeFirst()) !== undefined;
}

/** How many learners and staff a school has (GET /admin/schools/{id}). */
export async function schoolCounts(db: Kysely<Database>, schoolId: number): Promise<{ learnerCount: number; staffCount: number }> {
  const count = async (table: 'learners' | 'staff') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('schoolId', '=', schoolId)
      .where(published(table))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  const [learnerCount, staffCount] = await Promise.all([count('learners'), count('staff')]);
  return { learnerCount, staffCount };
}

/** The keys of `row` listed in `keys`, in that order (absent ones as null). */
export function pick(row: ApiRow, keys: readonly string[]): ApiRow {
  const out: ApiRow = {};
  for (const key of keys) out[key] = row[key] ?? null;
  return out;
}
