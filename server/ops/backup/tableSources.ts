/**
 * A backup's rows, table by table, as COPY text, whatever wrote it: a PGlite dump (opened in
 * memory), pg_dump's custom format (through `pg_restore --data-only -f -`, spilled per table to a
 * temporary folder so tables load in foreign-key order) or the driver's per-table COPY entries.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { BackupReader } from './format';
import { DATABASE_ENTRY, quoteIdent, SKIPPED_TABLES, TABLE_PREFIX, tableColumns } from './manifest';
import { extractPgliteFiles } from './pgliteFiles';
import { toolMajorVersion } from './postgresDump';

export interface TableData {
  /** The column list as SQL, e.g. `("id", "name")`. */
  columnsSql: string;
  open: () => AsyncIterable<Buffer | string>;
}

export interface TableSource {
  tables: Map<string, TableData>;
  close: () => Promise<void>;
}

const columnsSqlOf = (columns: string[]) => `(${columns.map(quoteIdent).join(', ')})`;

export async function openTableSource(reader: BackupReader): Promise<TableSource> {
  switch (reader.manifest.database) {
    case 'pglite-datadir':
      return pgliteSource(
        new PGlite({ loadDataDir: new Blob([new Uint8Array(await reader.buffer(DATABASE_ENTRY))], { type: 'application/x-gzip' }) }),
        async () => {},
      );
    case 'pglite-files': {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-restore-pgdata-'));
      await extractPgliteFiles(reader, folder);
      return pgliteSource(new PGlite(folder), async () => fs.rmSync(folder, { recursive: true, force: true }));
    }
    case 'copy-text':
      return copyTextSource(reader);
    case 'pg_dump-custom':
      return pgRestoreSource(reader);
  }
}

async function pgliteSource(pglite: PGlite, cleanUp: () => Promise<void>): Promise<TableSource> {
  const columns = await tableColumns({ rows: async <T>(text: string) => (await pglite.query<T>(text)).rows });
  const tables = new Map<string, TableData>();
  for (const [table, names] of Object.entries(columns)) {
    const columnsSql = columnsSqlOf(names);
    tables.set(table, {
      columnsSql,
      open: async function* copyOut() {
        const result = await pglite.query(`copy ${quoteIdent(table)} ${columnsSql} to '/dev/blob'`);
        if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
      },
    });
  }
  return {
    tables,
    close: async () => {
      await pglite.close();
      await cleanUp();
    },
  };
}

function copyTextSource(reader: BackupReader): TableSource {
  const tables = new Map<string, TableData>();
  for (const [table, names] of Object.entries(reader.manifest.columns)) {
    if (!reader.has(`${TABLE_PREFIX}${table}`)) continue;
    tables.set(table, { columnsSql: columnsSqlOf(names), open: () => reader.stream(`${TABLE_PREFIX}${table}`).pipe(zlib.createGunzip()) });
  }
  return { tables, close: async () => {} };
}

/** `COPY public.users (id, "order") FROM stdin;` → the table and its column list. */
const COPY_LINE = /^COPY (?:public\.)?("(?:[^"]|"")+"|[a-z_][a-z0-9_$]*) (\(.*\)) FROM stdin;$/;

async function pgRestoreSource(reader: BackupReader): Promise<TableSource> {
  if (toolMajorVersion('pg_restore') === null) {
    throw new Error(
      'This backup was written by pg_dump; reading it needs pg_restore on PATH (the PostgreSQL client tools), at least as new as the pg_dump that wrote it.',
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-restore-'));
  const close = async () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    const archive = path.join(folder, 'database.dump');
    await pipeline(reader.stream(DATABASE_ENTRY), fs.createWriteStream(archive));
    const child = spawn('pg_restore', ['--data-only', '--file=-', archive], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    const exited = new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
    const tables = new Map<string, TableData>();
    let current: fs.WriteStream | null = null;
    for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      if (current) {
        if (line === '\\.') {
          await new Promise<void>((resolve, reject) => current?.end((error?: Error | null) => (error ? reject(error) : resolve())));
          current = null;
        } else if (!current.write(`${line}\n`)) await new Promise<void>((resolve) => current?.once('drain', () => resolve()));
        continue;
      }
      const match = COPY_LINE.exec(line);
      if (!match) continue;
      const table = match[1].startsWith('"') ? match[1].slice(1, -1).replaceAll('""', '"') : match[1];
      if (SKIPPED_TABLES.has(table)) {
        current = fs.createWriteStream(os.devNull);
        continue;
      }
      const file = path.join(folder, `${tables.size}.copy`);
      tables.set(table, { columnsSql: match[2], open: () => fs.createReadStream(file) });
      current = fs.createWriteStream(file);
    }
    const code = await exited;
    if (code !== 0) throw new Error(`pg_restore failed (exit ${code}): ${stderr.trim()}`);
    return { tables, close };
  } catch (error) {
    await close();
    throw error;
  }
}
