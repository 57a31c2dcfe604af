/**
 * `npm run bench`: every figure beside a baseline measured in the same run, as a ratio.
 * BENCH_SECONDS sets the length of each load run (default 5). The record-list rows build their
 * databases once (BENCH_SCALE shrinks them, e.g. 0.05; see bench/records.ts).
 * BENCH_ONLY picks groups, comma-separated: auth, records, frontend, realtime, responsiveness, search,
 * dashboard
 * (default: all).
 */
import { dashboardRows } from './dashboard';
import { frontendRows } from './frontend';
import { load, printTable, startChild, type Row } from './lib';
import { realtimeRows } from './realtime';
import { recordListRows } from './records';
import { responsivenessRows } from './responsiveness';
import { searchRows } from './search';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function authMeAgainstHello(): Promise<Row> {
  const hello = await startChild<{ port: number }>('bench/servers/hello.ts');
  const app = await startChild<{ port: number; token: string }>('bench/servers/app.ts');
  try {
    // Warm both up so the JIT and the database caches are in the same state.
    await load(`http://127.0.0.1:${hello.info.port}/hello`, {}, 1);
    await load(`http://127.0.0.1:${app.info.port}/api/admin/auth/me`, { authorization: `Bearer ${app.info.token}` }, 1);
    const baseline = await load(`http://127.0.0.1:${hello.info.port}/hello`, {}, seconds);
    const me = await load(`http://127.0.0.1:${app.info.port}/api/admin/auth/me`, { authorization: `Bearer ${app.info.token}` }, seconds);
    if (me.non2xx > 0 || me.errors > 0) throw new Error(`/auth/me failed during the run: ${me.non2xx} non-2xx, ${me.errors} errors`);
    return {
      figure: 'GET /api/admin/auth/me req/s (PGlite)',
      value: `${me.requestsPerSecond.toFixed(0)} (p50 ${me.p50} ms, p99 ${me.p99} ms)`,
      baseline: `${baseline.requestsPerSecond.toFixed(0)} hello-world`,
      ratio: (me.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
      goal: 'report',
    };
  } finally {
    hello.stop();
    app.stop();
  }
}

const GROUPS: Record<string, () => Promise<Row[]>> = {
  auth: async () => [await authMeAgainstHello()],
  records: recordListRows,
  frontend: frontendRows,
  realtime: realtimeRows,
  responsiveness: responsivenessRows,
  search: searchRows,
  dashboard: dashboardRows,
};
const only = (process.env.BENCH_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const unknown = only.filter((name) => !(name in GROUPS));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown group ${unknown.join(', ')}; choose from ${Object.keys(GROUPS).join(', ')}`);

const rows: Row[] = [];
for (const [name, run] of Object.entries(GROUPS)) {
  if (only.length === 0 || only.includes(name)) rows.push(...(await run()));
}
printTable(rows);
process.exit(0);
