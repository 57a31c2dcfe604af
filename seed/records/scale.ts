/** How many records of each type a seed makes, and how they spread over their parents. */
import type { Rng } from '../../generator';

export interface RecordCounts {
  schools: number;
  learners: number;
  staff: number;
  communities: number;
  households: number;
  oosChildren: number;
}

export const RECORD_TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oosChildren'] as const;

/** The record tables as SQL names them. */
export const SNAKE_TABLES: Readonly<Record<(typeof RECORD_TABLES)[number], string>> = {
  schools: 'schools',
  learners: 'learners',
  staff: 'staff',
  communities: 'communities',
  households: 'households',
  oosChildren: 'oos_children',
};

/** `--scale 1`: a small demo that seeds in a second or two. */
export const DEMO_COUNTS: RecordCounts = { schools: 40, learners: 400, staff: 120, communities: 60, households: 600, oosChildren: 1_500 };

/** `--scale bench`: the size the list benchmark runs at. */
export const BENCH_COUNTS: RecordCounts = {
  schools: 20_000,
  learners: 400_000,
  staff: 60_000,
  communities: 20_000,
  households: 200_000,
  oosChildren: 1_000_000,
};

function multiply(counts: RecordCounts, factor: number): RecordCounts {
  const out = {} as RecordCounts;
  for (const table of RECORD_TABLES) out[table] = Math.max(1, Math.round(counts[table] * factor));
  return out;
}

export class ScaleError extends Error {}

/** `1`, `0.5`, `25` (times the demo) or `bench` (the named preset), optionally times a factor. */
export function resolveScale(scale: string | number | RecordCounts = 1, factor = 1): RecordCounts {
  if (typeof scale === 'object') return multiply(scale, factor);
  if (scale === 'bench') return multiply(BENCH_COUNTS, factor);
  const value = typeof scale === 'number' ? scale : Number(scale);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000) {
    throw new ScaleError(`--scale must be a positive number (1 is the small demo) or "bench", not "${scale}"`);
  }
  return multiply(DEMO_COUNTS, value * factor);
}

export const totalOf = (counts: RecordCounts) => RECORD_TABLES.reduce((sum, table) => sum + counts[table], 0);

export function describeCounts(counts: RecordCounts): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(counts.schools)} schools, ${n(counts.learners)} learners, ${n(counts.staff)} staff, ${n(counts.communities)} communities, ${n(counts.households)} households, ${n(counts.oosChildren)} out-of-school children`;
}

/**
 * Hands out `total` children over `slots` parents in order: each gets about the average, with
 * noise, some none, and the counts add up to the total exactly.
 */
export function allocator(rng: Rng, total: number, slots: number, noise = 1): () => number {
  const average = total / slots;
  let slot = 0;
  let given = 0;
  return () => {
    slot += 1;
    if (slot >= slots) {
      const rest = total - given;
      given = total;
      return Math.max(0, rest);
    }
    const target = Math.round(slot * average + (rng.next() * 2 - 1) * noise * average);
    const next = Math.min(total, Math.max(given, target));
    const count = next - given;
    given = next;
    return count;
  };
}
