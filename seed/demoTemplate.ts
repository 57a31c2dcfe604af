/**
 * Quick first start in demo mode: seeding the demo users, records and
 * programmes into a new PGlite database costs 1.5–2 s, nearly all of it PGlite inserts. A demo
 * template (the prepared template of server/prepare/pgliteTemplate.ts plus that same seed) is made once per
 * machine and source, and an empty data folder starts as a copy of it. Two things of the copy
 * belong to the template, not to this start: the demo users' throw-away password and the times
 * the seed wrote as "now" (users, programmes, the demo delete, audit rows, duplicate pairs). The
 * start finishes the copy (finishDemoCopy, from server/startup.ts) in one transaction: a fresh
 * password for the demo users, and every time written during the template's seed moved forward
 * so that the seed ends now. A marker file in the data folder says a copy awaits that step, so a
 * start interrupted in between finishes it next time. The generated records themselves are
 * deterministic (seed 1, dated in the 12 months before the start of the seed's day): the
 * same rows a seed at start that day would write. A template made on an earlier day is moved
 * forward by whole days (every other time and every date in it), so a copy is the seed of today.
 * EDU_PGLITE_TEMPLATE=0 turns it off (the start then seeds as before).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../server/auth/passwords';
import { createDb, type Db } from '../server/db/connection';
import { prepareDatabase } from '../server/prepare/bootstrap';
import { TEMPLATE_CACHE, copyFolderAtomically, ensurePgliteTemplate, templateKey } from '../server/prepare/pgliteTemplate';
import { saveDemoAccounts, type DemoAccount } from './demoUsers';
import type { RecordCounts } from './records/scale';
import { DAY_MS, startOfUtcDay } from './days';

/** What a demo copy needs to be finished, kept beside the template and in the data folder's marker. */
export interface DemoTemplateMeta {
  /** The window in which the template's seed wrote its "now" times (ISO; a second of margin after). */
  seededFrom: string;
  seededTo: string;
  /** The day (yyyy-MM-dd, UTC) the seed dated its records and programmes from; absent in older markers. */
  datedTo?: string;
  accounts: Omit<DemoAccount, 'password'>[];
  counts: RecordCounts | null;
}

const META_FILE = 'demo-meta.json';
/** In the data folder: a demo copy is there whose users and times are not finished yet. */
export const PENDING_FILE = 'demo-copy-pending.json';
/** Source folders whose code the seed runs (records, reviews, duplicates, the bin, the domain). */
const SEEDED_FROM = ['server', 'seed', 'generator', 'src/domain'];
const ROOT = path.resolve(TEMPLATE_CACHE, '../../..');
const PRUNE_AFTER_MS = 10 * 60 * 1000;

function addFolder(hash: crypto.Hash, folder: string): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) addFolder(hash, file);
    else if (/\.(ts|csv|json)$/.test(entry.name)) hash.update(`${path.relative(ROOT, file)}\n`).update(fs.readFileSync(file));
  }
}

/** The prepared template's key and every source the seed may run: any change makes a new demo template. */
function demoTemplateKey(): string {
  const hash = crypto.createHash('sha256').update(`demo on ${templateKey()}\n`);
  for (const folder of SEEDED_FROM) addFolder(hash, path.join(ROOT, folder));
  return `demo-${hash.digest('hex').slice(0, 16)}`;
}

/** Seeds a copy of the prepared template in `folder` exactly as a first start in demo mode does. */
async function seedDemoFolder(prepared: string, folder: string): Promise<DemoTemplateMeta> {
  copyFolderAtomically(prepared, path.join(folder, 'pgdata'));
  const db = createDb({ dataDir: folder });
  try {
    await prepareDatabase(db);
    const seededFrom = new Date();
    const datedTo = startOfUtcDay(seededFrom);
    const { generateDemoPassword, seedDemoUsers } = await import('./demoUsers');
    const { SeedRefusedError, seedRecords } = await import('./records');
    const { seedDemoProgrammes } = await import('./programmes');
    const { seedDemoPopulation } = await import('./population');
    const accounts = await seedDemoUsers(db, generateDemoPassword());
    let counts: RecordCounts | null = null;
    try {
      counts = (await seedRecords(db, { datedTo })).counts;
    } catch (error) {
      if (!(error instanceof SeedRefusedError)) throw error;
    }
    await seedDemoProgrammes(db, datedTo);
    await seedDemoPopulation(db);
    const seededTo = new Date(Date.now() + 1000);
    return {
      seededFrom: seededFrom.toISOString(),
      seededTo: seededTo.toISOString(),
      datedTo: datedTo.toISOString().slice(0, 10),
      accounts: accounts.map(({ role, fullName, email }) => ({ role, fullName, email })),
      counts,
    };
  } finally {
    await db.destroy();
  }
}

/** The demo template for the current sources, made now if missing; null when templates are off. */
export async function ensureDemoTemplate(): Promise<{ pgdata: string; meta: DemoTemplateMeta } | null> {
  const prepared = await ensurePgliteTemplate();
  if (!prepared) return null;
  const target = path.join(TEMPLATE_CACHE, demoTemplateKey());
  const found = () =>
    fs.existsSync(path.join(target, META_FILE))
      ? { pgdata: path.join(target, 'pgdata'), meta: JSON.parse(fs.readFileSync(path.join(target, META_FILE), 'utf8')) as DemoTemplateMeta }
      : null;
  const existing = found();
  if (existing) return existing;
  const building = fs.mkdtempSync(path.join(TEMPLATE_CACHE, 'building-demo-'));
  try {
    const meta = await seedDemoFolder(prepared, building);
    // Written last: a template folder without it is not finished.
    fs.writeFileSync(path.join(building, META_FILE), JSON.stringify(meta, null, 2));
    try {
      fs.renameSync(building, target);
    } catch (error) {
      // Another process made it first: theirs is as good.
      if (!found()) throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  pruneOldDemoTemplates(target);
  return found();
}

/** A demo template is 60+ MB and any source change makes a new one: older ones go (after a while, in case a start still copies one). */
function pruneOldDemoTemplates(current: string): void {
  const cutoff = Date.now() - PRUNE_AFTER_MS;
  for (const name of fs.readdirSync(TEMPLATE_CACHE)) {
    const folder = path.join(TEMPLATE_CACHE, name);
    if (folder === current || !/^(demo-|building-demo-)/.test(name)) continue;
    try {
      if (fs.statSync(folder).mtimeMs < cutoff) fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Gone already (another process pruned it).
    }
  }
}

/**
 * Starts an empty (or missing) PGlite data folder as a copy of the demo template and marks it as
 * awaiting finishDemoCopy; leaves a folder holding a database alone. True when it copied.
 */
export async function copyDemoTemplate(dataDir: string): Promise<boolean> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) return false;
  const template = await ensureDemoTemplate();
  if (!template) return false;
  fs.mkdirSync(dataDir, { recursive: true });
  // The marker first: a copy without it would keep the template's password for good.
  fs.writeFileSync(path.join(dataDir, PENDING_FILE), JSON.stringify(template.meta, null, 2), { mode: 0o600 });
  copyFolderAtomically(template.pgdata, pgdata);
  return true;
}

/** The marker of a demo copy not finished yet, or null. */
export function readPendingDemoCopy(dataDir: string): DemoTemplateMeta | null {
  if (dataDir === 'memory') return null;
  const file = path.join(dataDir, PENDING_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DemoTemplateMeta) : null;
}

/** An ISO time from the marker as a SQL literal; anything else throws (it is spliced into a DO block). */
function timeLiteral(iso: string): string {
  return `'${new Date(iso).toISOString()}'::timestamptz`;
}

/** Whole days from the template's day to today (0 for a marker without one). */
function daysSince(datedTo: string | undefined): number {
  if (!datedTo) return 0;
  return Math.max(0, Math.round((startOfUtcDay(new Date()).getTime() - Date.parse(`${datedTo}T00:00:00Z`)) / DAY_MS));
}

/**
 * Finishes a demo copy: the demo users get `password`, and every timestamptz the template's seed
 * wrote (inside its window) moves forward by the template's age; a template of an earlier day
 * also moves every other time and every date forward by the whole days since (its records and
 * programmes were dated from that day), all in one transaction; then the accounts file is written
 * and the marker goes. Answers the demo accounts, as seedDemoUsers does.
 */
export async function finishDemoCopy(db: Db, dataDir: string, meta: DemoTemplateMeta, password: string): Promise<DemoAccount[]> {
  // Hashed on libuv's threads while the times move.
  const hashing = hashPassword(password);
  const emails = meta.accounts.map((account) => account.email);
  const days = daysSince(meta.datedTo);
  await db.transaction().execute(async (trx) => {
    // One update per table, of the rows holding a time from the template's seed.
    await sql
      .raw(
        `do $$
declare
  seeded_from constant timestamptz := ${timeLiteral(meta.seededFrom)};
  seeded_to constant timestamptz := ${timeLiteral(meta.seededTo)};
  age constant interval := greatest(now() - seeded_to, interval '0');
  days constant integer := ${days};
  tbl record;
begin
  for tbl in
    select c.relname as name,
      string_agg(case when a.atttypid = 'date'::regtype then format('%1$I = %1$I + $4', a.attname)
        else format('%1$I = case when %1$I between $2 and $3 then %1$I + $1 else %1$I + make_interval(days => $4) end', a.attname) end, ', ') as sets,
      coalesce(string_agg(format('%I between $2 and $3', a.attname), ' or ') filter (where a.atttypid = 'timestamptz'::regtype), 'false') as seeded
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and a.atttypid in ('timestamptz'::regtype, 'date'::regtype) and a.attgenerated = ''
    group by c.relname
  loop
    -- Without whole days to add, only the rows holding a time of the seed change.
    execute format('update %I set %s where %s', tbl.name, tbl.sets, case when days = 0 then tbl.seeded else 'true' end) using age, seeded_from, seeded_to, days;
  end loop;
end $$`,
      )
      .execute(trx);
    const passwordHash = await hashing;
    if (emails.length > 0) await trx.updateTable('users').set({ passwordHash }).where('email', 'in', emails).execute();
  });
  const accounts = meta.accounts.map((account) => ({ ...account, password }));
  saveDemoAccounts(dataDir, accounts);
  fs.rmSync(path.join(dataDir, PENDING_FILE), { force: true });
  return accounts;
}
