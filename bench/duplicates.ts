/**
 * Candidate search for a new child: the product's own findCandidates (the block
 * query on (state, lga, sex, age) plus the trigram scoring in JS) for children spread over the
 * bench database (1,000,000 children on PostgreSQL; BENCH_SCALE shrinks it; PGlite when PostgreSQL
 * is unreachable), beside the block query alone for the same children in the same run. Read only:
 * the bench database is not changed. p50/p95 over BENCH_ITERATIONS (default 200) children.
 * Goal: p95 ≤ 50 ms at 1,000,000 children.
 */
import { sql } from 'kysely';
import { describeCounts } from '../seed/records';
import { findCandidates, loadSubject, readBlock } from '../server/duplicates/candidates';
import { DUPLICATE_KINDS } from '../server/duplicates/kinds';
import type { Row } from './lib';
import { benchCounts, openPglite, openPostgres, type BenchDb } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;
const GOAL_MS = 50;
const kind = DUPLICATE_KINDS.outOfSchoolChildren;

function p(samples: number[], at: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(at * sorted.length) - 1))];
}

/** Children without an NIN spread over the table (every k-th id), as new children would fall anywhere. */
async function sampleIds(bench: BenchDb, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with t as (select id, row_number() over (order by id) as n from oos_children where (nin is null or nin = '') and state is not null and lga is not null and sex is not null)
    select id from t where n % greatest(1, (select count(*) from t) / ${count}) = 0 order by id limit ${count}`.execute(bench.db);
  return rows.map((row) => Number(row.id));
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function duplicateRows(): Promise<Row[]> {
  const counts = benchCounts();
  console.error(`Duplicate candidate search at ${describeCounts(counts)}.`);
  const postgres = await openPostgres(counts);
  const bench = typeof postgres === 'string' ? await openPglite(counts) : postgres;
  try {
    const ids = await sampleIds(bench, ITERATIONS + WARM_UP);
    if (ids.length === 0) throw new Error('The bench database has no children to search for');
    const subjects = await Promise.all(ids.map((id) => loadSubject(bench.db, kind, id)));
    const search: number[] = [];
    const block: number[] = [];
    let found = 0;
    for (let i = 0; i < ids.length; i += 1) {
      const subject = subjects[i]!;
      // Alternate which goes first, so neither always meets a warm cache.
      const runs = [
        async () => {
          const started = performance.now();
          found += (await findCandidates(bench.db, kind, ids[i])).length;
          if (i >= WARM_UP) search.push(performance.now() - started);
        },
        async () => {
          const started = performance.now();
          await readBlock(bench.db, kind, subject);
          if (i >= WARM_UP) block.push(performance.now() - started);
        },
      ];
      for (const run of i % 2 === 0 ? runs : runs.reverse()) await run();
    }
    const children = counts.oosChildren.toLocaleString('en-US');
    const value = p(search, 0.95);
    return [
      {
        figure: `candidate search for a new child (${bench.engine}, ${children} children, ${search.length} children searched, ${found} candidates)`,
        value: `p95 ${ms(value)} (p50 ${ms(p(search, 0.5))})`,
        baseline: `block query alone p95 ${ms(p(block, 0.95))} (p50 ${ms(p(block, 0.5))})`,
        ratio: (value / p(block, 0.95)).toFixed(2),
        goal: `p95 ≤ ${GOAL_MS} ms at 1,000,000 children`,
        met: value <= GOAL_MS,
      },
    ];
  } finally {
    await bench.close();
  }
}
