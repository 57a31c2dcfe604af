/**
 * A record row kept whole in merged_records.data and put back exactly. PostgreSQL itself writes the
 * row as JSON (to_jsonb: every column, timestamps to the microsecond, numbers as stored) and reads
 * it back into the same columns (jsonb_populate_record), so no value passes through JavaScript. The
 * keys are the columns' camelCase names, as the app names them everywhere else.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { DuplicateKind } from './kinds';

/** snake_case → camelCase exactly as Kysely's CamelCasePlugin maps result columns. */
export const camelOf = (column: string): string => column.replace(/_(.)/g, (_, next: string) => next.toUpperCase());

/** Every database of one app version has the same columns (the same migrations ran), so they are read once per table. */
const columnCache = new Map<string, Promise<string[]>>();

/** The table's columns in order. */
export function columnsOf(db: Db, sqlTable: string): Promise<string[]> {
  let columns = columnCache.get(sqlTable);
  if (!columns) {
    columns = sql<{
      name: string;
    }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${sqlTable} order by ordinal_position`
      .execute(db)
      .then((result) => result.rows.map((row) => row.name));
    columns.catch(() => columnCache.delete(sqlTable));
    columnCache.set(sqlTable, columns);
  }
  return columns;
}

/** A JSON object renaming each key of a jsonb value (keys not named are kept). */
const renamed = (json: RawBuilder<unknown>, names: Record<string, string>) =>
  sql`(select coalesce(jsonb_object_agg(coalesce(${JSON.stringify(names)}::jsonb ->> e.key, e.key), e.value), '{}'::jsonb) from jsonb_each(${json}) e)`;

/** The row `id` of the kind's table as a jsonb value with camelCase keys (an SQL expression, for an insert or a select). */
export async function rowJson(db: Db, kind: DuplicateKind, id: number): Promise<RawBuilder<string>> {
  const columns = await columnsOf(db, kind.sqlTable);
  const toCamel = Object.fromEntries(columns.map((column) => [column, camelOf(column)]));
  return sql<string>`(select ${renamed(sql`to_jsonb(t)`, toCamel)} from ${sql.table(kind.sqlTable)} t where t.id = ${id})`;
}

/**
 * Inserts the row kept in merged_records (resource, recordId) back into its table: every column the
 * copy names, with the values it holds. Columns added to the table since take their defaults.
 */
export async function restoreRow(db: Db, kind: DuplicateKind, recordId: number): Promise<void> {
  const columns = await columnsOf(db, kind.sqlTable);
  const toSnake = Object.fromEntries(columns.map((column) => [camelOf(column), column]));
  const keys = await sql<{
    key: string;
  }>`select jsonb_object_keys(data) as key from merged_records where resource = ${kind.resource} and record_id = ${recordId}`.execute(db);
  const kept = keys.rows
    .map((row) => toSnake[row.key] ?? (columns.includes(row.key) ? row.key : undefined))
    .filter((column): column is string => column !== undefined);
  const names = sql.join(kept.map((column) => sql.id(column)));
  const fields = sql.join(kept.map((column) => sql.id('r', column)));
  await sql`insert into ${sql.table(kind.sqlTable)} (${names})
    select ${fields} from merged_records m
    cross join lateral jsonb_populate_record(null::${sql.table(kind.sqlTable)}, ${renamed(sql`m.data`, toSnake)}) r
    where m.resource = ${kind.resource} and m.record_id = ${recordId}`.execute(db);
}
