/**
 * Responsiveness under long work: p99 of GET /api/health from an open-loop probe
 * (BENCH_PROBE_RATE per second, default 50) while a 20,000-row learner import (CSV through the
 * real import route) and a 3,000-row bulk invite run, against the idle server's p99 in the same
 * run. The server is server/main.ts in its own process (bench/mainServer.ts); the uploads and the
 * probe come from this process. On PGlite and on PostgreSQL (a scratch database beside
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Goal: p99 ≤ 100 ms.
 */
import type { Row } from './lib';
import { startMainServer, scratchPostgres, type MainServer } from './mainServer';
import { OpenLoopProbe, type ProbeResult } from './openLoop';

const GOAL_MS = 100;
const IMPORT_ROWS = 20_000;
const INVITE_ROWS = 3_000;
const RATE = Number(process.env.BENCH_PROBE_RATE ?? 50);
const IDLE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_BASE = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function multipart(field: string, fileName: string, csv: string): { body: Buffer; contentType: string } {
  const boundary = '----edu-bench-boundary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const learnersCsv = () =>
  [
    'firstName,lastName,sex,age,state,lga,uuid',
    ...Array.from({ length: IMPORT_ROWS }, (_, i) => `Hauwa${i},Sani,${i % 2 ? 'Male' : 'Female'},${6 + (i % 10)},kano,dala,bench-${i}`),
  ].join('\r\n');
const peopleCsv = () =>
  ['fullName,email,role', ...Array.from({ length: INVITE_ROWS }, (_, i) => `Bench Person ${i},bench-person-${i}@example.org,collector`)].join('\r\n');

async function post(server: MainServer, url: string, upload: { body: Buffer; contentType: string }): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': upload.contentType },
    body: new Uint8Array(upload.body),
  });
  return { status: response.status, json: await response.json() };
}

async function bulkJobDone(server: MainServer, jobId: number): Promise<void> {
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/admin/user-management/bulk-invite/jobs`, { headers: { authorization: `Bearer ${server.token}` } });
    const jobs = ((await response.json()) as { data: { id: number; status: string }[] }).data;
    const job = jobs.find((j) => j.id === jobId);
    if (job && (job.status === 'completed' || job.status === 'failed')) {
      if (job.status === 'failed') throw new Error(`bulk job ${jobId} failed`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function probeFor(server: MainServer, work: () => Promise<void>): Promise<ProbeResult> {
  const probe = new OpenLoopProbe(`${server.baseUrl}/api/health`, RATE);
  probe.start();
  let result: ProbeResult | undefined;
  try {
    await work();
  } finally {
    result = await probe.stop();
  }
  return result;
}

async function measure(engine: string, server: MainServer): Promise<Row> {
  const importUpload = multipart('csvFile', 'learners.csv', learnersCsv());
  const inviteUpload = multipart('csvFile', 'people.csv', peopleCsv());
  // Warm-up, then the idle baseline.
  await probeFor(server, () => new Promise((resolve) => setTimeout(resolve, 1_000)));
  const idle = await probeFor(server, () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1_000)));
  let loadSeconds = 0;
  const busy = await probeFor(server, async () => {
    const started = performance.now();
    const [imported, invited] = await Promise.all([
      post(server, '/api/admin/data/import/learners', importUpload),
      post(server, '/api/admin/user-management/bulk-invite/upload', inviteUpload),
    ]);
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${JSON.stringify(imported.json).slice(0, 300)}`);
    if (invited.status !== 202) throw new Error(`bulk invite answered ${invited.status}: ${JSON.stringify(invited.json).slice(0, 300)}`);
    await bulkJobDone(server, (invited.json as { data: { id: number } }).data.id);
    loadSeconds = (performance.now() - started) / 1000;
  });
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return {
    figure: `GET /api/health p99 during ${IMPORT_ROWS.toLocaleString('en-US')}-row import + ${INVITE_ROWS.toLocaleString('en-US')}-row bulk invite (${engine})`,
    value: `p99 ${ms(busy.p99)} (p50 ${ms(busy.p50)}, max ${ms(busy.max)}, ${busy.count} probes${busy.failures ? `, ${busy.failures} failed` : ''}, load ${loadSeconds.toFixed(1)} s)`,
    baseline: `idle p99 ${ms(idle.p99)} (p50 ${ms(idle.p50)})`,
    ratio: (busy.p99 / idle.p99).toFixed(1),
    goal: `p99 ≤ ${GOAL_MS} ms, no probe failed`,
    met: busy.p99 <= GOAL_MS && busy.failures === 0,
  };
}

async function onServer(engine: string, databaseUrl?: string): Promise<Row> {
  console.error(`Responsiveness on ${engine}: starting server/main.ts…`);
  const server = await startMainServer(databaseUrl);
  try {
    return await measure(engine, server);
  } finally {
    await server.stop();
  }
}

export async function responsivenessRows(): Promise<Row[]> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim().toLowerCase());
  const rows: Row[] = [];
  if (engines.includes('pglite')) rows.push(await onServer('PGlite'));
  if (!engines.includes('postgres')) return rows;
  const scratch = await scratchPostgres(PG_BASE, 'edu_bench_responsiveness');
  if (typeof scratch === 'string') {
    console.error(`Skipping the PostgreSQL responsiveness row: ${scratch}`);
    return [
      ...rows,
      { figure: 'GET /api/health p99 under import + bulk invite (PostgreSQL)', value: 'skipped', baseline: '-', ratio: '-', goal: scratch, met: false },
    ];
  }
  try {
    rows.push(await onServer('PostgreSQL', scratch.url));
  } finally {
    await scratch.drop();
  }
  return rows;
}
