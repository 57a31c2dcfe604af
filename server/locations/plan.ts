/**
 * What a ward file would do to the stored list: parse and resolve the rows, then compare each with
 * the stored ward of the same state, LGA and slug. Reads only; the dry run answers this plan and
 * the import applies it inside its transaction.
 */
import type { Kysely } from 'kysely';
import { WARD_PLAN_ROWS, type WardListPlan, type WardPlanEntry } from '../../src/domain/locations';
import { csvRecords } from '../../src/domain/csvReader';
import type { Database } from '../db/schema';
import { Pacer } from '../eventLoop';
import { WardRowResolver, type WardRow } from '../../src/domain/locations/wardRows';

type Stored = { name: string; latitude: number | null; longitude: number | null };

export interface WardPlan {
  plan: WardListPlan;
  /** Rows to insert or update (added, renamed, relocated). */
  writes: WardRow[];
}

const keyOf = (w: { state: string; lga: string; slug: string }) => `${w.state}/${w.lga}/${w.slug}`;

function coordinatesChange(stored: Stored, row: WardRow): boolean {
  if (row.latitude === null) return false;
  return stored.latitude !== row.latitude || stored.longitude !== row.longitude;
}

const entryOf = (row: WardRow, previousName?: string): WardPlanEntry => ({
  row: row.row,
  state: row.state,
  lga: row.lga,
  slug: row.slug,
  name: row.name,
  ...(previousName === undefined ? {} : { previousName }),
});

/** Plans a ward file; throws CsvSyntaxError when the text is not readable CSV. */
export async function planWards(db: Kysely<Database>, csvText: string): Promise<WardPlan> {
  const resolver = new WardRowResolver();
  const pacer = new Pacer();
  for (const record of csvRecords(csvText)) {
    resolver.add(record);
    await pacer.pause();
  }
  const { rows, rejected } = resolver;
  const states = [...new Set(rows.map((r) => r.state))];
  const stored = new Map<string, Stored>();
  if (states.length > 0) {
    const existing = await db.selectFrom('wards').select(['state', 'lga', 'slug', 'name', 'latitude', 'longitude']).where('state', 'in', states).execute();
    for (const w of existing) stored.set(keyOf(w), w);
  }

  const plan: WardListPlan = { added: 0, renamed: 0, relocated: 0, unchanged: 0, rejected, addedRows: [], renamedRows: [] };
  const writes: WardRow[] = [];
  for (const row of rows) {
    await pacer.pause();
    const current = stored.get(keyOf(row));
    if (!current) {
      plan.added += 1;
      if (plan.addedRows.length < WARD_PLAN_ROWS) plan.addedRows.push(entryOf(row));
    } else if (current.name !== row.name) {
      plan.renamed += 1;
      if (plan.renamedRows.length < WARD_PLAN_ROWS) plan.renamedRows.push(entryOf(row, current.name));
    } else if (coordinatesChange(current, row)) {
      plan.relocated += 1;
    } else {
      plan.unchanged += 1;
      continue;
    }
    writes.push(row);
  }
  return { plan, writes };
}
