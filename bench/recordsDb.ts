/**
 * The record-list benchmark's databases, seeded once at the bench scale and kept: PGlite under
 * bench/.cache/ (ignored by git, one folder per scale), PostgreSQL as `edu_bench_records_<children>`
 * beside BENCH_DATABASE_URL (one database per scale, so a quick run never drops the big one).
 * A database is reused while its seed, scale and generator version match; otherwise rebuilt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import '../server/db/connection'; // the app's pg type parsers (dates as text, int8 as numbers)
import { prepareDatabase } from '../server/prepare/bootstrap';
import type { Database } from '../server/db/schema';
import { SEED_FORMAT, describeCounts, resolveScale, seedRecords, type RecordCounts } from '../seed/records';

export const BENCH_SEED = 1;
const CACHE = path.resolve('bench/.cache');
/** The PostgreSQL bench database of these counts, e.g. edu_bench_records_1000000. */
export const benchDatabaseName = (counts: RecordCounts) => `edu_bench_records_${counts.oosChildren}`;
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The app's PGlite parsers (server/db/connection.ts). */
const PGLITE_OPTIONS = { parsers: { 1082: (value: string) => value, 20: (value: string) => Number(value) } };

/** BENCH_SCALE (default 1) shrinks or grows the bench preset, e.g. 0.05 for a quick run. */
export function benchCounts(): RecordCounts {
  const factor = Number(process.env.BENCH_SCALE ?? 1);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`BENCH_SCALE must be a positive number, not "${process.env.BENCH_SCALE}"`);
  return resolveScale('bench', factor);
}

export interface BenchDb {
  engine: 'PGlite' | 'PostgreSQL';
  db: Kysely<Database>;
  /** Runs statement `i` of a captured list through the raw driver (PostgreSQL: one client per statement, as the pool does). */
  raw: (i: number, query: CompiledQuery) => Promise<unknown>;
  /** Set to a list to collect the SQL Kysely sends. */
  capture: CompiledQuery[] | null;
  /** How long seeding took, and whether it happened in this run. */
  seedSeconds: number;
  reused: boolean;
  /** How the server (bench/mainServer.ts) reaches this database: its PostgreSQL URL or its PGlite data folder. */
  server: { databaseUrl?: string; dataDir?: string };
  close: () => Promise<void>;
}

const fingerprint = (counts: RecordCounts) => JSON.stringify({ format: SEED_FORMAT, seed: BENCH_SEED, counts });

function kysely(dialect: Dialect, bench: { capture: CompiledQuery[] | null }): Kysely<Database> {
  return new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') bench.capture?.push(event.query);
    },
  });
}

async function seed(db: Kysely<Database>, engine: string, counts: RecordCounts): Promise<number> {
  console.error(`Seeding the ${engine} bench database: ${describeCounts(counts)}…`);
  const summary = await seedRecords(db, { scale: counts, seed: BENCH_SEED, collectorId: null, onProgress: (line) => console.error(line) });
  console.error(`${engine} seeded in ${(summary.milliseconds / 1000).toFixed(0)} s.`);
  return summary.milliseconds / 1000;
}

export async function openPglite(counts: RecordCounts): Promise<BenchDb> {
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(path.join(CACHE, '.gitignore'), '*\n');
  const key = Object.values(counts).join('-');
  const dir = path.join(CACHE, `pglite-${key}-seed${BENCH_SEED}`);
  const markerFile = path.join(dir, 'seeded.json');
  const marker = fs.existsSync(markerFile) ? (JSON.parse(fs.readFileSync(markerFile, 'utf8')) as { fingerprint: string; seconds: number }) : null;
  const reused = marker?.fingerprint === fingerprint(counts);
  if (!reused) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(path.join(dir, 'pgdata'), PGLITE_OPTIONS);
  const bench = { capture: null as CompiledQuery[] | null };
  const db = kysely(new PGliteDialect(pglite), bench);
  await prepareDatabase(db);
  let seedSeconds = marker?.seconds ?? 0;
  if (!reused) {
    seedSeconds = await seed(db, 'PGlite', counts);
    fs.writeFileSync(markerFile, JSON.stringify({ fingerprint: fingerprint(counts), seconds: seedSeconds }));
  }
  return Object.assign(bench, {
    engine: 'PGlite' as const,
    db,
    raw: (_i: number, query: CompiledQuery) => pglite.query(query.sql, [...query.parameters]),
    seedSeconds,
    reused,
    server: { dataDir: dir },
    close: () => db.destroy(),
  });
}

/** The bench database on PostgreSQL, or why it is unavailable. */
export async function openPostgres(counts: RecordCounts): Promise<BenchDb | string> {
  const baseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
  const where = new URL(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL unreachable at ${where.hostname}:${where.port || 5432} (${error instanceof Error ? error.message : String(error)}); set BENCH_DATABASE_URL`;
  }
  const PG_NAME = benchDatabaseName(counts);
  const url = new URL(baseUrl);
  url.pathname = `/${PG_NAME}`;
  let seedSeconds = 0;
  let reused = false;
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [PG_NAME],
    );
    const stored = rows[0]?.comment ? (JSON.parse(rows[0].comment) as { fingerprint: string; seconds: number }) : null;
    reused = stored?.fingerprint === fingerprint(counts);
    seedSeconds = stored?.seconds ?? 0;
    if (!reused) {
      await admin.query(`drop database if exists ${PG_NAME} with (force)`);
      await admin.query(`create database ${PG_NAME}`);
    }
  } finally {
    await admin.end();
  }
  const bench = { capture: null as CompiledQuery[] | null };
  const db = kysely(new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 10 }) }), bench);
  await prepareDatabase(db);
  if (!reused) {
    seedSeconds = await seed(db, 'PostgreSQL', counts);
    const mark = new pg.Client({ connectionString: baseUrl });
    await mark.connect();
    await mark.query(`comment on database ${PG_NAME} is ${mark.escapeLiteral(JSON.stringify({ fingerprint: fingerprint(counts), seconds: seedSeconds }))}`);
    await mark.end();
  }
  const clients = [new pg.Client({ connectionString: url.toString() }), new pg.Client({ connectionString: url.toString() })];
  for (const client of clients) await client.connect();
  return Object.assign(bench, {
    engine: 'PostgreSQL' as const,
    db,
    raw: (i: number, query: CompiledQuery) => clients[i % clients.length].query(query.sql, [...query.parameters]),
    seedSeconds,
    reused,
    server: { databaseUrl: url.toString() },
    close: async () => {
      for (const client of clients) await client.end();
      await db.destroy();
    },
  });
}
