/** Ward lookups for the public API: names or slugs in, an empty list when nothing matches. */
import { resolveLga, resolveState, type Ward } from '../../src/domain/locations';
import type { Db } from '../db/connection';

/** The wards of a state and LGA in import order; an empty list for an unknown state or LGA. */
export async function wardsOf(db: Db, state: string, lga: string): Promise<Ward[]> {
  const resolvedState = resolveState(state);
  const resolvedLga = resolvedState ? resolveLga(resolvedState.slug, lga) : undefined;
  if (!resolvedState || !resolvedLga) return [];
  return db
    .selectFrom('wards')
    .select(['id', 'state', 'lga', 'slug', 'name', 'latitude', 'longitude'])
    .where('state', '=', resolvedState.slug)
    .where('lga', '=', resolvedLga.slug)
    .orderBy('id')
    .execute();
}
