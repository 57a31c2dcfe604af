/**
 * State, LGA and ward of a record: known slugs, an LGA of its state, a ward of its LGA once the
 * wards of that LGA are imported, and the zone derived from the state.
 */
import { RECORD_LOCATION_KEYS } from '../../src/domain/api/recordsWrite';
import { lgaBySlug, stateBySlug, zoneOfState } from '../../src/domain/locations';
import type { Db } from '../db/connection';
import { wardsOf } from '../locations/wards';

export const LOCATION_KEYS = RECORD_LOCATION_KEYS;

export interface Location {
  state?: unknown;
  lga?: unknown;
}

const asSlug = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Messages for an unknown state or an LGA that is not in the state (wards: see wardError). */
export function locationErrors(location: Location): Record<string, string> {
  const errors: Record<string, string> = {};
  const stateSlug = asSlug(location.state);
  const lgaSlug = asSlug(location.lga);
  const state = stateSlug ? stateBySlug(stateSlug) : undefined;
  if (stateSlug && !state) errors.state = `Unknown state "${stateSlug}"; use a state slug such as kano or fct`;
  if (lgaSlug) {
    if (!stateSlug) errors.lga = 'Choose the state before the LGA';
    else if (state && !lgaBySlug(state.slug, lgaSlug)) errors.lga = `"${lgaSlug}" is not an LGA of ${state.name}`;
  }
  return errors;
}

/**
 * A message when the ward is not one of the imported wards of the state's LGA. Until an admin
 * imports the wards of that LGA any ward slug is accepted (spec 01 §3: the lookup may be empty).
 */
export async function wardError(db: Db, location: Location & { ward?: unknown }): Promise<string | null> {
  const [state, lga, ward] = [asSlug(location.state), asSlug(location.lga), asSlug(location.ward)];
  if (!state || !lga || !ward) return null;
  const wards = await wardsOf(db, state, lga);
  if (wards.length === 0 || wards.some((w) => w.slug === ward)) return null;
  return `"${ward}" is not a ward of ${lgaBySlug(state, lga)?.name ?? lga}`;
}

/** The zone slug of the state, or null. */
export function zoneFor(state: unknown): string | null {
  const slug = asSlug(state);
  return (slug && zoneOfState(slug)) ?? null;
}

/** '' for a location slug means no value. */
export function emptyToNull(value: unknown): unknown {
  return value === '' ? null : value;
}
