/**
 * The embedded database's buffer pool: 16 MB instead of PostgreSQL's 128 MB, which lived in the
 * WebAssembly heap and cost about 125 MB of resident memory (the idle-RSS goal, bench/idle.ts);
 * PGlite's own start parameters are kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../server/db/connection';

const opened: Db[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const db of opened) await db.destroy();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function settings(db: Db, names: string[]): Promise<Record<string, string>> {
  const { rows } = await sql<{
    name: string;
    setting: string;
    unit: string | null;
  }>`select name, setting, unit from pg_settings where name = any(${names})`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.unit ? `${row.setting} × ${row.unit}` : row.setting]));
}

describe('PGlite construction (server/db/connection.ts)', () => {
  it.each(['memory', 'folder'])('opens the %s database with a 16 MB buffer pool and PGlite’s own parameters', async (kind) => {
    const dataDir = kind === 'memory' ? 'memory' : fs.mkdtempSync(path.join(os.tmpdir(), 'edu-pglite-settings-'));
    if (dataDir !== 'memory') folders.push(dataDir);
    const db = createDb({ dataDir });
    opened.push(db);
    expect(await settings(db, ['shared_buffers', 'search_path', 'max_parallel_workers_per_gather', 'exit_on_error'])).toEqual({
      shared_buffers: '2048 × 8kB',
      search_path: 'public',
      max_parallel_workers_per_gather: '0',
      exit_on_error: 'off',
    });
  });
});
