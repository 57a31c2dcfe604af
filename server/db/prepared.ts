/**
 * Statements prepared once per connection and SQL text (a statement's "shape"; the values
 * vary). On PostgreSQL the statement gets a name: pg parses it on a connection the first time and
 * afterwards sends only Bind/Execute; after five runs the server keeps one generic plan when it
 * costs no more than a fresh one (plan_cache_mode auto; ../records/list.ts writes the page's
 * numbers in so that it does). PGlite gets the same named statement, parsed and described once;
 * each run is then one Bind/Execute/Sync exchange with the WASM backend instead of a parse, two
 * describes and a plan, the plan being the costly part there (the planner opens every index file
 * of the table, through the emulated file system, to read its size).
 *
 * Rows come back as the driver parsed them, keyed by the column names the database gave (or as
 * arrays beside those names: executePreparedColumns), Kysely's result plugins (CamelCasePlugin)
 * not run, so the caller maps each row once. Used for reads on hot paths and for the command
 * ledger's insert, which is on every live command's round trip.
 */
import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { parse, protocol, type PGlite, type messages } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { pgliteOf, poolOf, type Db } from './connection';
import { TIMESTAMPTZ_OID, isoTimestamp } from './isoTimes';
import { loadedPg } from './pgDriver';

export type ColumnRow = Record<string, unknown>;

/** Rows as arrays of values, in the order of `columns` (the names the database gave, duplicates kept). */
export interface ColumnRows {
  columns: string[];
  rows: unknown[][];
}

type RowMode = 'object' | 'array';
type Answer<M extends RowMode> = M extends 'array' ? ColumnRows : ColumnRow[];

/** Statements kept per connection; a shape beyond them runs unprepared (filter lists of every length are shapes too). */
export const MAX_STATEMENTS_PER_CONNECTION = 200;

/** SQLSTATEs after which a statement is prepared again under a new name (it was dropped, or the table changed under it). */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

interface PgliteStatement {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription, given to the parser with each run's rows. */
  description: messages.BackendMessage[];
}

interface Prepared {
  /** How many times a statement was prepared (parsed under a name) on a connection: tests count it. */
  prepares: number;
  /** Bumped when a statement must be prepared again: names carry it, so stale ones are never reused. */
  epoch: number;
  /** pg: the names prepared on each pooled connection. */
  onClient: WeakMap<PoolClient, Set<string>>;
  /** PGlite: its one session's statements by SQL text. */
  pglite: Map<string, PgliteStatement>;
}

const preparedOf = new WeakMap<Db, Prepared>();

function preparedFor(db: Db): Prepared {
  let prepared = preparedOf.get(db);
  if (!prepared) {
    prepared = { prepares: 0, epoch: 0, onClient: new WeakMap(), pglite: new Map() };
    preparedOf.set(db, prepared);
  }
  return prepared;
}

/** How many statements `db` has prepared so far (per connection on PostgreSQL). */
export function preparedStatementCount(db: Db): number {
  return preparedOf.get(db)?.prepares ?? 0;
}

const statementName = (prepared: Prepared, sqlText: string) => `edu_${prepared.epoch}_${createHash('sha1').update(sqlText).digest('hex').slice(0, 24)}`;

const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Runs a statement prepared once per connection and shape. A database that is neither a
 * PostgreSQL pool nor PGlite opened by createDb (a transaction, a test's own Kysely) runs it
 * through Kysely unprepared, with the same raw column names.
 */
export function executePrepared(db: Db, query: CompiledQuery): Promise<ColumnRow[]> {
  return execute(db, query, 'object');
}

/**
 * executePrepared's rows as arrays beside their column names: no object per row for the driver to
 * build. Times (timestamptz) come back as the ISO text the API answers (./isoTimes.ts), not as Dates.
 */
export function executePreparedColumns(db: Db, query: CompiledQuery): Promise<ColumnRows> {
  return execute(db, query, 'array');
}

async function execute<M extends RowMode>(db: Db, query: CompiledQuery, mode: M): Promise<Answer<M>> {
  const pool = poolOf(db);
  const pglite = pgliteOf(db);
  const pgliteFull = (preparedOf.get(db)?.pglite.size ?? 0) >= MAX_STATEMENTS_PER_CONNECTION && !preparedOf.get(db)?.pglite.has(query.sql);
  const run = pool
    ? () => runOnPool(preparedFor(db), pool, query, mode)
    : pglite && !pgliteFull
      ? () => db.connection().execute(() => pglite.runExclusive(() => runOnPglite(preparedFor(db), pglite, query, mode)))
      : undefined;
  if (!run) return unprepared(db, query, mode);
  try {
    return await run();
  } catch (error) {
    if (!PREPARE_AGAIN.has(String(sqlState(error)))) throw error;
    const prepared = preparedFor(db);
    prepared.epoch += 1;
    prepared.pglite.clear();
    return run();
  }
}

async function unprepared<M extends RowMode>(db: Db, query: CompiledQuery, mode: M): Promise<Answer<M>> {
  const rows = (await db.withoutPlugins().executeQuery<ColumnRow>(query)).rows as ColumnRow[];
  if (mode === 'object') return rows as Answer<M>;
  const columns = rows.length > 0 ? Object.keys(rows[0]) : [];
  return { columns, rows: rows.map((row) => columns.map((column) => row[column])) } as Answer<M>;
}

type TypeParser = (text: string) => unknown;
let isoTypes: { getTypeParser: (oid: number, format?: 'text' | 'binary') => TypeParser } | undefined;

/** pg's type parsers, with times read as ISO text. */
function isoTimeTypes() {
  if (!isoTypes) {
    const { types } = loadedPg();
    const timestamp = types.getTypeParser(TIMESTAMPTZ_OID, 'text') as TypeParser;
    const isoTime = (text: string) => isoTimestamp(text, timestamp);
    isoTypes = {
      getTypeParser: (oid, format = 'text') => (oid === TIMESTAMPTZ_OID && format === 'text' ? isoTime : (types.getTypeParser(oid, format) as TypeParser)),
    };
  }
  return isoTypes;
}

async function runOnPool<M extends RowMode>(prepared: Prepared, pool: Pool, query: CompiledQuery, mode: M): Promise<Answer<M>> {
  const name = statementName(prepared, query.sql);
  const client = await pool.connect();
  try {
    const names = prepared.onClient.get(client) ?? new Set<string>();
    prepared.onClient.set(client, names);
    const values = [...query.parameters];
    // Past the connection's statements, the shape runs unnamed (parsed and planned each time).
    let asNamed: string | undefined = name;
    if (!names.has(name)) {
      if (names.size >= MAX_STATEMENTS_PER_CONNECTION) asNamed = undefined;
      else {
        names.add(name);
        prepared.prepares += 1;
      }
    }
    if (mode === 'object') return (await client.query<ColumnRow>({ name: asNamed, text: query.sql, values })).rows as Answer<M>;
    const result = await client.query<unknown[]>({ name: asNamed, text: query.sql, values, rowMode: 'array', types: isoTimeTypes() });
    return { columns: result.fields.map((field) => field.name), rows: result.rows } as Answer<M>;
  } finally {
    client.release();
  }
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Parses and describes the statement once under its name (Parse, Describe, Sync in one exchange). */
async function preparePglite(prepared: Prepared, pglite: PGlite, sqlText: string): Promise<PgliteStatement> {
  const name = statementName(prepared, sqlText);
  const { messages: described } = await pglite.execProtocol(
    concat([serialize.parse({ name, text: sqlText }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    {
      syncToFs: false,
    },
  );
  const statement: PgliteStatement = {
    name,
    parameterTypes: parse.parseDescribeStatementResults(described),
    description: described.filter((message) => message.name === 'rowDescription'),
  };
  prepared.pglite.set(sqlText, statement);
  prepared.prepares += 1;
  return statement;
}

async function runOnPglite<M extends RowMode>(prepared: Prepared, pglite: PGlite, query: CompiledQuery, mode: M): Promise<Answer<M>> {
  const statement = prepared.pglite.get(query.sql) ?? (await preparePglite(prepared, pglite, query.sql));
  // The values as PGlite's own query() turns them into text, by the parameter's type.
  const values = query.parameters.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[statement.parameterTypes[i]];
    return serializer ? serializer(value) : String(value);
  });
  const { messages: answered } = await pglite.execProtocol(
    concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
    {
      syncToFs: false,
    },
  );
  const options =
    mode === 'array'
      ? { rowMode: mode, parsers: { [TIMESTAMPTZ_OID]: (text: string) => isoTimestamp(text, pglite.parsers[TIMESTAMPTZ_OID]) } }
      : { rowMode: mode };
  const [result] = parse.parseResults([...statement.description, ...answered], pglite.parsers, options);
  if (mode === 'object') return (result?.rows ?? []) as Answer<M>;
  return { columns: result ? result.fields.map((field) => field.name) : [], rows: (result?.rows ?? []) as unknown[][] } as Answer<M>;
}
