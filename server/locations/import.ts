/**
 * The ward import: parse, resolve, then upsert by (state, lga, slug) in one transaction with its
 * audit row. Rows equal to what is stored are left alone, so importing the same file twice
 * changes nothing the second time. Wards missing from the file are kept.
 */
import { sql } from 'kysely';
import type { WardImportResult } from '../../src/domain/locations';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { nextTurn, Pacer } from '../eventLoop';
import { csvRecords } from '../../src/domain/csvReader';
import { WardRowResolver, type WardRow } from './rows';

/** Rows per upsert: one statement stays a few milliseconds long on PGlite. */
const CHUNK = 200;

export interface ImportActor {
  userId: number | null;
  ip?: string | null;
}

type Stored = { name: string; latitude: number | null; longitude: number | null };

const keyOf = (w: { state: string; lga: string; slug: string }) => `${w.state}/${w.lga}/${w.slug}`;

function isUnchanged(stored: Stored, row: WardRow): boolean {
  if (stored.name !== row.name) return false;
  if (row.latitude === null) return true;
  return stored.latitude === row.latitude && stored.longitude === row.longitude;
}

/** Imports ward CSV text; throws CsvSyntaxError when the text is not readable CSV. */
export async function importWards(db: Db, csvText: string, actor: ImportActor): Promise<WardImportResult> {
  const resolver = new WardRowResolver();
  const pacer = new Pacer();
  for (const record of csvRecords(csvText)) {
    resolver.add(record);
    await pacer.pause();
  }
  const { rows, rejected } = resolver;
  const states = [...new Set(rows.map((r) => r.state))];

  return db.transaction().execute(async (trx) => {
    const stored = new Map<string, Stored>();
    if (states.length > 0) {
      const existing = await trx
        .selectFrom('wards')
        .select(['state', 'lga', 'slug', 'name', 'latitude', 'longitude'])
        .where('state', 'in', states)
        .execute();
      for (const w of existing) stored.set(keyOf(w), w);
    }

    let inserted = 0;
    let updated = 0;
    let unchanged = 0;
    const writes: WardRow[] = [];
    for (const row of rows) {
      await pacer.pause();
      const current = stored.get(keyOf(row));
      if (!current) inserted += 1;
      else if (isUnchanged(current, row)) {
        unchanged += 1;
        continue;
      } else updated += 1;
      writes.push(row);
    }

    for (let i = 0; i < writes.length; i += CHUNK) {
      const values = writes.slice(i, i + CHUNK).map(({ state, lga, slug, name, latitude, longitude }) => ({
        state,
        lga,
        slug,
        name,
        latitude,
        longitude,
      }));
      await trx
        .insertInto('wards')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['state', 'lga', 'slug']).doUpdateSet({
            name: (eb) => eb.ref('excluded.name'),
            latitude: sql<number | null>`coalesce(excluded.latitude, wards.latitude)`,
            longitude: sql<number | null>`coalesce(excluded.longitude, wards.longitude)`,
            updatedAt: sql<Date>`now()`,
          }),
        )
        .execute();
      await nextTurn();
    }

    const result: WardImportResult = { inserted, updated, unchanged, rejected };
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'import',
      resource: 'wards',
      changes: { inserted, updated, unchanged, rejected: rejected.length, rows: rows.length + rejected.length },
      ip: actor.ip ?? null,
    });
    return result;
  });
}
