/**
 * The PostgreSQL database entry: `pg_dump --format=custom` when a pg_dump at least as new as the
 * server is on PATH, else every table as COPY text (gzip) through the driver. Both read one
 * snapshot, the one the manifest's row counts were read in.
 */
import { spawn, spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type pg from 'pg';
import { loadPg } from '../../db/pgDriver';
import type { CopyToStreamQuery } from 'pg-copy-streams';
import { DATABASE_ENTRY, quoteIdent, readDatabaseFacts, TABLE_PREFIX, type DatabaseFacts, type DatabaseFormat, type SqlRunner } from './manifest';
import { importCommonJs } from '../../commonJs';

export function pgRunner(client: pg.ClientBase): SqlRunner {
  return { rows: async <T>(text: string) => (await client.query(text)).rows as T[] };
}

/** A tool's major version from `--version` (e.g. 15 from "pg_dump (PostgreSQL) 15.20"), or null when it is not on PATH. */
export function toolMajorVersion(tool: 'pg_dump' | 'pg_restore'): number | null {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const match = result.status === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout) : null;
  return match ? Number(match[1]) : null;
}

/** The address without its password, and the password for PGPASSWORD: never on a command line. */
export function connectionForTools(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

export interface PostgresSnapshot {
  facts: DatabaseFacts;
  format: DatabaseFormat;
  /** Writes the database entries (call once, inside `withSnapshot`). */
  write: (entry: (name: string, data: AsyncIterable<Buffer | string> | Buffer) => Promise<number>) => Promise<void>;
}

/** Opens a read-only snapshot, reads the facts, lets the caller write the entries from it, then closes it. */
export async function withPostgresSnapshot<T>(databaseUrl: string, forceDriver: boolean, work: (snapshot: PostgresSnapshot) => Promise<T>): Promise<T> {
  const pg = await loadPg();
  const { to: copyTo } = await importCommonJs(() => import('pg-copy-streams'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const [{ num }] = (await client.query<{ num: string }>("select current_setting('server_version_num') as num")).rows;
    const facts = await readDatabaseFacts(pgRunner(client));
    const dumpMajor = forceDriver ? null : toolMajorVersion('pg_dump');
    const useDump = dumpMajor !== null && dumpMajor >= Math.floor(Number(num) / 10000);
    const result = await work({
      facts,
      format: useDump ? 'pg_dump-custom' : 'copy-text',
      write: async (entry) => {
        if (useDump) await entry(DATABASE_ENTRY, pgDump(databaseUrl, snapshot));
        else for (const table of Object.keys(facts.columns)) await entry(`${TABLE_PREFIX}${table}`, copyTable(client, copyTo, table, facts.columns[table]));
      },
    });
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

/** pg_dump's output as it comes; throws with its message when it fails. */
async function* pgDump(databaseUrl: string, snapshot: string): AsyncGenerator<Buffer> {
  const { url, env } = connectionForTools(databaseUrl);
  const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '--dbname', url], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  for await (const chunk of child.stdout) yield chunk as Buffer;
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`);
}

function copyTable(client: pg.Client, copyTo: (text: string) => CopyToStreamQuery, table: string, columns: string[]): Readable {
  const source = client.query(copyTo(`copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) to stdout`));
  const gzip = zlib.createGzip();
  source.on('error', (error) => gzip.destroy(error));
  return source.pipe(gzip);
}
