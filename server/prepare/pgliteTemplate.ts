/**
 * Quick first start: creating a PGlite database runs initdb and every migration,
 * 10–20 s. A prepared database (migrated, default roles, the shipped ward list: ./bootstrap.ts) is
 * made once per machine and source (keyed by the PGlite version, the migrations and the files
 * behind the roles and wards) under node_modules/.cache/edu-pglite-template, and an empty data
 * folder starts as a copy of it (well under a second); the start then runs the same steps (each
 * finds its work done) and the demo seed. Nothing binary is committed: the template is rebuilt
 * whenever one of those files changes. EDU_PGLITE_TEMPLATE=0 turns it off.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { prepareDatabase } from './bootstrap';
import { pgliteFolder, type DatabaseTarget } from '../db/connection';
import type { Database } from '../db/schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
/** Where templates are kept, one folder per key (seed/demoTemplate.ts keeps its own here too). */
export const TEMPLATE_CACHE = path.join(ROOT, 'node_modules', '.cache', 'edu-pglite-template');

/** Besides the migrations, what the template's rows come from (./bootstrap.ts). */
const PREPARED_FROM = [
  'server/accounts/defaultRoles.ts',
  'src/domain/roles.ts',
  'src/domain/permissions.ts',
  'server/locations/reference.ts',
  'server/locations/data/inec-wards.csv',
];

/** Names the prepared template: the PGlite version, the migrations and the files behind its rows. */
export function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const pglite = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const migrations = path.join(here, '../db/migrations');
  const files = [
    ...fs
      .readdirSync(migrations)
      .sort()
      .map((file) => path.join(migrations, file)),
    ...PREPARED_FROM.map((file) => path.join(ROOT, file)),
  ];
  for (const file of files) hash.update(`${path.relative(ROOT, file)}\n`).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The template's pgdata folder for the current schema, made now if missing; null when turned off. */
export async function ensurePgliteTemplate(): Promise<string | null> {
  if (process.env.EDU_PGLITE_TEMPLATE === '0') return null;
  const target = path.join(TEMPLATE_CACHE, templateKey());
  if (fs.existsSync(path.join(target, 'pgdata', 'PG_VERSION'))) return path.join(target, 'pgdata');
  fs.mkdirSync(TEMPLATE_CACHE, { recursive: true });
  const building = fs.mkdtempSync(path.join(TEMPLATE_CACHE, 'building-'));
  try {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(path.join(building, 'pgdata'))), plugins: [new CamelCasePlugin()] });
    await prepareDatabase(db);
    await db.destroy();
    try {
      fs.renameSync(building, target);
    } catch (error) {
      // Another process made it first: theirs is as good.
      if (!fs.existsSync(path.join(target, 'pgdata', 'PG_VERSION'))) throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return path.join(target, 'pgdata');
}

/** Starts an empty (or missing) PGlite folder as a copy of the template; leaves any other alone. */
export async function seedPgliteFolder(folder: string): Promise<boolean> {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) return false;
  const template = await ensurePgliteTemplate();
  if (!template) return false;
  copyFolderAtomically(template, folder);
  return true;
}

/**
 * Copies `from` to `to` (absent or empty) under a temporary name first: a start interrupted
 * mid-copy leaves no half database behind that a later start would take for a real one.
 */
export function copyFolderAtomically(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const partial = `${to}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  // A copy-on-write clone where the file system offers one (btrfs, XFS, APFS), else a plain copy.
  fs.cpSync(from, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(partial, to);
}

/** Before createDb: an empty PGlite data folder starts as a copy of the migrated template. */
export async function prepareDataFolder(target: DatabaseTarget): Promise<void> {
  if (target.databaseUrl || target.dataDir === 'memory') return;
  await seedPgliteFolder(pgliteFolder(target.dataDir));
}
