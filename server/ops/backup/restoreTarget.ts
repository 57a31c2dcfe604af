/**
 * Where a restore writes: a PostgreSQL database (DATABASE_URL) or the PGlite folder in DATA_DIR.
 * Each answers whether it is empty, empties itself, migrates, and loads rows in one transaction.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { loadedPg } from '../../db/pgDriver';
import { from as copyFrom } from 'pg-copy-streams';
import { seedPgliteFolder } from '../../prepare/pgliteTemplate';
import type { Database } from '../../db/schema';
import { hasFiles, pgliteFolder } from './dataFiles';
import { quoteIdent, type SqlRunner } from './manifest';

export interface Loader extends SqlRunner {
  exec(text: string): Promise<void>;
  copyIn(table: string, columnsSql: string, data: AsyncIterable<Buffer | string>): Promise<void>;
}

export interface RestoreTarget {
  describe: string;
  /** Null when empty, else what is in it. */
  contents(): Promise<string | null>;
  /** Removes everything (the --force path, and after a failed restore). */
  empty(): Promise<void>;
  /** Opens the (empty) target; `latest`: the backup's schema is this code's, so a prepared copy may be used. */
  open(latest: boolean): Promise<Kysely<Database>>;
  load(work: (loader: Loader) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** loadPg() has run (restoreBackup runs it). */
export function postgresTarget(databaseUrl: string): RestoreTarget {
  const pool = new (loadedPg().Pool)({ connectionString: databaseUrl, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  const describe = `the PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}`;
  return {
    describe,
    async contents() {
      const { rows } = await pool.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public'`);
      return Number(rows[0].n) === 0 ? null : `${rows[0].n} tables`;
    },
    async empty() {
      await pool.query('drop schema public cascade');
      await pool.query('create schema public');
    },
    open: async () => db,
    async load(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work({
          rows: async <T>(text: string) => (await client.query(text)).rows as T[],
          exec: async (text) => void (await client.query(text)),
          copyIn: async (table, columnsSql, data) =>
            pipeline(Readable.from(data), client.query(copyFrom(`copy ${quoteIdent(table)} ${columnsSql} from stdin`))),
        });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

export function pgliteTarget(dataDir: string): RestoreTarget {
  const folder = pgliteFolder(dataDir);
  let pglite: PGlite | null = null;
  let db: Kysely<Database> | null = null;
  return {
    describe: `the embedded database in ${folder}`,
    contents: async () => (hasFiles(folder) ? 'a database' : null),
    async empty() {
      await db?.destroy();
      db = null;
      pglite = null;
      fs.rmSync(folder, { recursive: true, force: true });
    },
    async open(latest) {
      if (latest) await seedPgliteFolder(folder);
      fs.mkdirSync(folder, { recursive: true });
      pglite = new PGlite(folder);
      db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
      return db;
    },
    async load(work) {
      if (!pglite) throw new Error('The embedded database is not open.');
      await pglite.transaction(async (tx: Transaction) => {
        await work({
          rows: async <T>(text: string) => (await tx.query<T>(text)).rows,
          exec: async (text) => void (await tx.exec(text)),
          copyIn: async (table, columnsSql, data) => {
            const parts: Buffer[] = [];
            for await (const part of data) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
            await tx.query(`copy ${quoteIdent(table)} ${columnsSql} from '/dev/blob'`, [], { blob: new Blob(parts.map((part) => new Uint8Array(part))) });
          },
        });
      });
    },
    async close() {
      await db?.destroy();
      db = null;
      pglite = null;
    },
  };
}
