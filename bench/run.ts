/**
 * `npm run bench`: every figure beside a baseline measured in the same run, as a ratio.
 * BENCH_SECONDS sets the length of each load run (default 5). The record-list rows build their
 * databases once (BENCH_SCALE shrinks them, e.g. 0.05; see bench/records.ts).
 * BENCH_ONLY picks groups, comma-separated: auth, startup, idle, records, frontend, realtime,
 * responsiveness, search, dashboard, export, duplicates, backup, cluster, collect, states, embed,
 * public
 * (default: all). Every row with a goal prints "met" or "NOT MET"; BENCH_STRICT=1 makes the command
 * exit 1 when any goal is missed.
 */
import { authRows } from './auth';
import { backupRows } from './backup';
import { clusterRows } from './cluster';
import { collectRows } from './collect';
import { dashboardRows } from './dashboard';
import { duplicateRows } from './duplicates';
import { embedRows } from './embed';
import { exportRows } from './export';
import { frontendRows } from './frontend';
import { idleRows } from './idle';
import { missedGoals, printTable, type Row } from './lib';
import { publicLocalRows } from './publicLocal';
import { realtimeRows } from './realtime';
import { recordListRows } from './records';
import { responsivenessRows } from './responsiveness';
import { searchRows } from './search';
import { startupRows } from './startup';
import { statePageRows } from './statePage';

const GROUPS: Record<string, () => Promise<Row[]>> = {
  auth: authRows,
  startup: startupRows,
  idle: idleRows,
  records: recordListRows,
  frontend: frontendRows,
  realtime: realtimeRows,
  responsiveness: responsivenessRows,
  search: searchRows,
  dashboard: dashboardRows,
  export: exportRows,
  duplicates: duplicateRows,
  backup: backupRows,
  cluster: clusterRows,
  collect: collectRows,
  states: statePageRows,
  embed: embedRows,
  public: publicLocalRows,
};
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in GROUPS));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown group ${unknown.join(', ')}; choose from ${Object.keys(GROUPS).join(', ')}`);

const rows: Row[] = [];
const groupOf = new Map<Row, string>();
for (const [name, run] of Object.entries(GROUPS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  for (const row of await run()) {
    rows.push(row);
    groupOf.set(row, name);
  }
}
printTable(rows);
const missed = missedGoals(rows);
if (missed.length > 0) {
  console.error(`${missed.length} goal(s) NOT MET:`);
  // Each group's profile of what holds it back, and what would close it, is kept beside the figures.
  for (const row of missed) console.error(`- ${row.figure}: profile in docs/performance.md#${groupOf.get(row)}`);
}
process.exit(process.env.BENCH_STRICT === '1' && missed.length > 0 ? 1 : 0);
