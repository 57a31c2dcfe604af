/** Columns every record table has: identity, collector, location, sync status and times. */
import { SYNC_STATUSES } from '../../../../src/domain/records';
import type { Place } from './places';
import { weights, type Rng } from './random';

const SYNC = weights<(typeof SYNC_STATUSES)[number]>([['synced', 95], ['pending', 4], ['failed', 1]]);

export interface SystemColumns {
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
export function systemColumns(rng: Rng, place: Place, collectorId: number | null): SystemColumns {
  const { createdAt, updatedAt } = rng.times();
  return {
    uuid: rng.uuid(),
    collectorId,
    state: place.state,
    lga: place.lga,
    ward: place.ward,
    zone: place.zone,
    syncStatus: rng.weighted(SYNC),
    createdBy: collectorId,
    updatedBy: collectorId,
    createdAt,
    updatedAt,
  };
}

/** A JSON list for a jsonb column (Kysely sends it as text), or null. */
export const jsonList = (values: readonly string[] | null) => (values === null ? null : JSON.stringify(values));

/** Text only when the condition holds (the forms show the field only then). */
export const when = <T>(condition: boolean | null | undefined, value: () => T): T | null => (condition ? value() : null);
