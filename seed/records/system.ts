/**
 * A generated record as the row of its table: its fields, its links and the columns every record
 * table has (identity, collector, location, sync status and times), drawn after the fields so the
 * seeded stream keeps its order.
 */
import { SYNC_STATUSES } from '../../src/domain/records';
import { weights, type Generated, type Place, type Rng } from '../../generator';

type SyncStatus = (typeof SYNC_STATUSES)[number];
/** A record changed in the last fortnight may still wait on its phone or have failed; older ones have arrived. */
const RECENT_SYNC = weights<SyncStatus>([
  ['synced', 70],
  ['pending', 22],
  ['failed', 8],
]);
const RECENT_MS = 14 * 86_400_000;

interface SystemColumns {
  uuid: string;
  collectorId: number | null;
  state: string;
  lga: string;
  ward: string;
  zone: string;
  syncStatus: string;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Built property by property: V8 is very slow at a spread followed by many properties. */
function systemColumns(rng: Rng, place: Place, collectorId: number | null): SystemColumns {
  const { createdAt, updatedAt } = rng.times();
  // Drawn for every record, so that the stream does not depend on the dates.
  const recentStatus = rng.weighted(RECENT_SYNC);
  return {
    uuid: rng.uuid(),
    collectorId,
    state: place.state,
    lga: place.lga,
    ward: place.ward,
    zone: place.zone,
    syncStatus: rng.baseDate - updatedAt.getTime() < RECENT_MS ? recentStatus : 'synced',
    createdBy: collectorId,
    updatedBy: collectorId,
    createdAt,
    updatedAt,
  };
}

/** The row to insert, drawn after the record; its fields object becomes the row (no copy of a hundred fields). */
export function rowOf<F extends object, L extends object>(rng: Rng, record: Generated<F>, collectorId: number | null, links: L): F & L & SystemColumns {
  return Object.assign(record.fields, links, systemColumns(rng, record.place, collectorId));
}
