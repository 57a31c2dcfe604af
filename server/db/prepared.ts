/**
 * Read statements prepared once per connection and SQL text (a statement's "shape"; the values
 * vary). On PostgreSQL the statement gets a name: pg parses it on a connection the first time and
 * afterwards sends only Bind/Execute; after five runs the server keeps one generic plan when it
 * costs no more than a fresh one (plan_cache_mode auto; ../records/list.ts writes the page's
 * numbers in so that it does). PGlite gets the same named statement, parsed and described once;
 * each run is then one Bind/Execute/Sync exchange with the WASM backend instead of a parse, two
 * describes and a plan, the plan being the costly part there (the planner opens every index file
 * of the table, through the emulated file system, to read its size).
 *
 * Rows come back as the driver parsed them, keyed by the column names the database gave: Kysely's
 * result plugins (CamelCasePlugin) do not run, so the caller maps each row once.
 */
import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { parse, protocol, type PGlite, type messages } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { pgliteOf, poolOf, type Db } from './connection';

export type ColumnRow = Record<string, unknown>;

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
 * Runs a read-only statement prepared once per connection and shape. A database that is neither
 * a PostgreSQL pool nor PGlite opened by createDb (a transaction, a test's own Kysely) runs it
 * through Kysely unprepared, with the same raw column names.
 */
export async function executePrepared(db: Db, query: CompiledQuery): Promise<ColumnRow[]> {
  const pool = poolOf(db);
  const pglite = pgliteOf(db);
  const pgliteFull = (preparedOf.get(db)?.pglite.size ?? 0) >= MAX_STATEMENTS_PER_CONNECTION && !preparedOf.get(db)?.pglite.has(query.sql);
  const run = pool
    ? () => runOnPool(preparedFor(db), pool, query)
    : pglite && !pgliteFull
      ? () => db.connection().execute(() => pglite.runExclusive(() => runOnPglite(preparedFor(db), pglite, query)))
      : undefined;
  if (!run) return (await db.withoutPlugins().executeQuery<ColumnRow>(query)).rows as ColumnRow[];
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

async function runOnPool(prepared: Prepared, pool: Pool, query: CompiledQuery): Promise<ColumnRow[]> {
  const name = statementName(prepared, query.sql);
  const client = await pool.connect();
  try {
    const names = prepared.onClient.get(client) ?? new Set<string>();
    prepared.onClient.set(client, names);
    const values = [...query.parameters];
    if (!names.has(name)) {
      if (names.size >= MAX_STATEMENTS_PER_CONNECTION) return (await client.query<ColumnRow>(query.sql, values)).rows;
      names.add(name);
      prepared.prepares += 1;
    }
    return (await client.query<ColumnRow>({ name, text: query.sql, values })).rows;
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

async function runOnPglite(prepared: Prepared, pglite: PGlite, query: CompiledQuery): Promise<ColumnRow[]> {
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
  const [result] = parse.parseResults([...statement.description, ...answered], pglite.parsers);
  return (result?.rows ?? []) as ColumnRow[];
}
