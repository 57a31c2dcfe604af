/**
 * What the answer caches read to see deletes and restores at once. A delete or restore
 * moves no record's updated_at or id, so the caches keyed on those would miss it; the count of the
 * deleted records not yet purged and the newest of their delete times change with every delete
 * (a later time) and every restore or purge (one fewer). A delete comes with a newer time than
 * every delete before it, so a later state of the bins never repeats an earlier pair (short of two
 * deletes committed out of their start order; the caches' maximum age covers that). Read through
 * the partial index of migration 019 (deleted_records_listed_idx).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/** The bins' state as one text, as an SQL expression (for a fingerprint query of several parts). */
export const binFingerprintSql = (): RawBuilder<string> =>
  sql<string>`(select count(*)::text || '/' || coalesce(max(deleted_at)::text, '') from deleted_records where purged_at is null)`;

export async function binFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ fingerprint: string }>`select ${binFingerprintSql()} as fingerprint`.execute(db);
  return rows[0]?.fingerprint ?? '';
}
