/**
 * Batched inserts with each batch's new ids handed on, so children can be made for their parents.
 * A batch travels as one JSON parameter (the rows as they are, camelCase keys) expanded by
 * `json_to_recordset` with the table's column types: no per-parameter binding (which costs a
 * multi-row VALUES list dearly over a million rows) and no parameter cap (PGlite's protocol
 * parser reads the count as a signed 16-bit number, so 32,767 at most). The same SQL runs on
 * PGlite and PostgreSQL.
 */
import { CamelCasePlugin, sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, RecordTables } from '../../server/db/schema';
import type { RecordCounts } from './scale';

type Table = keyof RecordTables;
type Stored<T extends Table> = Selectable<RecordTables[T]>;
/** The jsonb list columns of a table. */
type ListColumn<T extends Table> = { [K in keyof Stored<T>]-?: Extract<Stored<T>[K], readonly unknown[]> extends never ? never : K }[keyof Stored<T>];
/** A row as the seed makes it: lists stay lists, read as jsonb from the batch's JSON. */
export type SeedRow<T extends Table> = Omit<Insertable<RecordTables[T]>, ListColumn<T>> & Partial<Pick<Stored<T>, ListColumn<T>>>;

/** Rows per insert. Constant: the order of the seeded stream depends on it. */
export const BATCH_SIZES = { schools: 500, learners: 2000, staff: 2000, communities: 1000, households: 1000, oosChildren: 2000 } as const;

/** Column names exactly as the app's CamelCasePlugin writes them. */
class ColumnNames extends CamelCasePlugin {
  of(key: string): string {
    return this.snakeCase(key);
  }
}
const names = new ColumnNames();
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Prints a line now and then during a long seed (50,000 rows or more of a table): rows done, share, time. */
export class Progress {
  private readonly done: Partial<Record<Table, number>> = {};
  private readonly started = performance.now();

  constructor(
    private readonly counts: RecordCounts,
    private readonly report?: (line: string) => void,
  ) {}

  add(table: Table, rows: number): void {
    const before = this.done[table] ?? 0;
    const after = before + rows;
    this.done[table] = after;
    const total = this.counts[table];
    const step = Math.max(50_000, Math.ceil(total / 20));
    if (!this.report || total < 50_000) return;
    if (Math.floor(after / step) > Math.floor(before / step) || after === total) {
      const seconds = (performance.now() - this.started) / 1000;
      this.report(
        `  ${table}: ${after.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${Math.round((after / total) * 100)}%) after ${seconds.toFixed(0)} s`,
      );
    }
  }
}

/**
 * Collects rows of one table and inserts them `size` at a time. With `after`, each batch is
 * inserted returning its ids, and `after` receives them with the contexts pushed beside the rows.
 */
export class Sink<T extends Table, C = undefined> {
  private rows: SeedRow<T>[] = [];
  private contexts: C[] = [];
  private statement: { head: RawBuilder<unknown>; tail: RawBuilder<unknown> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: T,
    private readonly size: number,
    private readonly progress: Progress,
    private readonly after?: (ids: number[], contexts: C[]) => Promise<void>,
  ) {}

  async push(row: SeedRow<T>, context?: C): Promise<void> {
    this.rows.push(row);
    this.contexts.push(context as C);
    if (this.rows.length >= this.size) await this.flush();
  }

  /** `insert into t (columns) select … from json_to_recordset(` and `) as r(key type, …)`, from the first row's keys. */
  private async prepare(row: object) {
    const table = names.of(this.table);
    const { rows: columns } = await sql<{ columnName: string; dataType: string }>`
      select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(this.db);
    const types = new Map(columns.map((c) => [c.columnName, c.dataType]));
    const keys = Object.keys(row);
    const typeOf = (key: string) => {
      const type = types.get(names.of(key));
      if (!type) throw new Error(`${table} has no column for ${key}`);
      return type;
    };
    // jsonb columns take the rows' lists as they are in the JSON.
    const record = keys.map((key) => `${quote(key)} ${typeOf(key)}`);
    return {
      head: sql.raw(
        `insert into ${quote(table)} (${keys.map((key) => quote(names.of(key))).join(', ')}) select ${keys.map(quote).join(', ')} from json_to_recordset(`,
      ),
      tail: sql.raw(`::json) as r(${record.join(', ')})`),
    };
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    const contexts = this.contexts;
    this.rows = [];
    this.contexts = [];
    const { head, tail } = (this.statement ??= await this.prepare(rows[0]));
    const insert = sql`${head}${JSON.stringify(rows)}${tail}`;
    if (this.after) {
      const inserted = await sql<{ id: number; uuid: string }>`${insert} returning id, uuid`.execute(this.db);
      const idByUuid = new Map(inserted.rows.map((r) => [r.uuid, r.id]));
      const ids = rows.map((row) => idByUuid.get((row as unknown as { uuid: string }).uuid)!);
      this.progress.add(this.table, rows.length);
      await this.after(ids, contexts);
    } else {
      await insert.execute(this.db);
      this.progress.add(this.table, rows.length);
    }
  }
}
