/**
 * A demo delete: the last staff record waits in the staff's Deleted view with who, when
 * and why, so that a newcomer finds the bin and can try a restore. Deterministic: the highest id.
 */
import { binRecord } from '../../server/records/bin';
import { staffDef } from '../../server/records';
import type { Db } from '../../server/db/connection';

const DEMO_OFFICER_EMAIL = 'admin@example.org';
export const DEMO_DELETE_REASON = 'Entered twice during training; the other record is kept';

/** Deletes the demo's last staff record (inside the seed's transaction); nothing when there is none. */
export async function seedDeletions(trx: Db): Promise<void> {
  const staff = await trx.selectFrom('staff').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!staff) return;
  const officer = await trx.selectFrom('users').select('id').where('email', '=', DEMO_OFFICER_EMAIL).executeTakeFirst();
  await binRecord(trx, staffDef, staff.id, DEMO_DELETE_REASON, officer?.id ?? null, null);
}
