/**
 * The SQL of a CSV export: one text column `line` per record, each a whole CSV line (CRLF ended)
 * formatted by the database (./csvSql), the rows the API would show (published, filtered) in id
 * order. Values are inlined as literals, as COPY takes no parameters; the filter values have been
 * checked at the edge (a known state slug, ISO dates) and are quoted all the same.
 */
import { CamelCasePlugin, sql } from 'kysely';
import type { Db } from '../db/connection';
import { published } from '../records/visibility';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';
import { CopyColumn } from './csvRewrite';
import { cellSql, cellValueSql, jsFloatSql, lineSql, sqlText } from './csvSql';

export interface ExportFilter {
  state?: string;
  from?: string | null;
  to?: string | null;
}

/** Schema keys as the column names the CamelCasePlugin writes. */
class ColumnNames extends CamelCasePlugin {
  of(key: string): string {
    return this.snakeCase(key);
  }
}
const names = new ColumnNames();
const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Column name → data type of a table (the schema is fixed by the migrations, so read once). */
const typesCache = new Map<string, Promise<Map<string, string>>>();

function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  let types = typesCache.get(table);
  if (!types) {
    types = sql<{
      columnName: string;
      dataType: string;
    }>`select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
      .execute(db)
      .then(({ rows }) => new Map(rows.map((row) => [row.columnName, row.dataType])));
    types.catch(() => typesCache.delete(table));
    typesCache.set(table, types);
  }
  return types;
}

export interface ExportQuery {
  /** `select id, line from … order by id`: whole CSV lines, by keyset pages (PGlite). */
  lines: (page: { afterId: number; limit: number }) => string;
  /** The cells' values in id order for COPY's CSV writer (PostgreSQL), and how ./csvRewrite finishes each. */
  copy: () => { sql: string; columns: CopyColumn[] };
}

/** What COPY writes for a column, and how the rewrite turns it into the cell. */
function copyValue(expression: string, dataType: string | undefined): { value: string; kind: CopyColumn } {
  switch (dataType) {
    case undefined:
      return { value: 'null::text', kind: CopyColumn.Text };
    case 'boolean':
      return { value: expression, kind: CopyColumn.Boolean };
    case 'timestamp with time zone':
      return { value: expression, kind: CopyColumn.Timestamp };
    case 'jsonb':
      // Cheaper in SQL than parsed in Node (measured); a list of texts, the only kind the schemas allow, is spelled alike.
      return { value: cellValueSql(expression, dataType).value, kind: CopyColumn.Text };
    case 'double precision':
    case 'real':
      return { value: jsFloatSql(`${expression}::float8`), kind: CopyColumn.Text };
    default:
      return { value: expression, kind: CopyColumn.Text };
  }
}

export async function exportQuery(db: Db, def: RecordDef, filter: ExportFilter): Promise<ExportQuery> {
  const table = names.of(def.table);
  const link = def.link;
  const [own, linked] = await Promise.all([columnTypes(db, table), link ? columnTypes(db, names.of(link.table)) : undefined]);
  const values: string[] = [];
  const cells: string[] = [];
  const copied: { value: string; kind: CopyColumn }[] = [];
  exportColumns(def).forEach((key, index) => {
    const source =
      link && key === link.as
        ? { expression: `linked.${quoted(names.of(link.nameColumn))}`, dataType: linked?.get(names.of(link.nameColumn)) }
        : { expression: `r.${quoted(names.of(key))}`, dataType: own.get(names.of(key)) };
    // A key the table does not hold (a computed value) is an empty cell, as the rows never carry it.
    const { value, format } = source.dataType ? cellValueSql(source.expression, source.dataType) : { value: 'null::text', format: 'plain' as const };
    values.push(`${value} as c${index}`);
    cells.push(cellSql(`rows.c${index}`, format));
    copied.push(copyValue(source.expression, source.dataType));
  });
  // A row no import ever wrote (the usual case) skips the pending-imports probe.
  const where = [`(r.import_batch_id is null or ${published('r').compile(db).sql})`];
  if (filter.state) where.push(`r.state = ${sqlText(filter.state)}`);
  if (filter.from) where.push(`r.created_at >= ${sqlText(filter.from)}::date`);
  if (filter.to) where.push(`r.created_at < ${sqlText(filter.to)}::date + 1`);
  // A linked record that is deleted (in its bin) or not yet published names nothing, as in the list.
  const linkedShown = `(linked.import_batch_id is null or ${published('linked').compile(db).sql})`;
  const from = `from ${quoted(table)} as r${link ? ` left join ${quoted(names.of(link.table))} as linked on linked.id = r.${quoted(names.of(link.idKey))} and ${linkedShown}` : ''}`;
  return {
    lines: ({ afterId, limit }) => {
      const keyset = `r.id > ${Math.trunc(afterId)}`;
      // offset 0 keeps the subquery whole, so each value (a jsonb list, a float) is computed once per row.
      const inner = `select r.id, ${values.join(', ')} ${from} where ${[...where, keyset].join(' and ')} order by r.id limit ${Math.trunc(limit)} offset 0`;
      return `select rows.id, ${lineSql(cells)} as line from (${inner}) as rows order by rows.id`;
    },
    copy: () => ({
      sql: `select ${copied.map((column) => column.value).join(', ')} ${from} where ${where.join(' and ')} order by r.id`,
      columns: copied.map((column) => column.kind),
    }),
  };
}
