/**
 * The location hierarchy (spec 01 §3, DESIGN §7): zones, states and LGAs ship with the code;
 * wards (INEC's list, shipped as reference data) are stored in the database and looked up through
 * the API (see ./wards).
 */
import { LGA_ALIASES } from './aliases';
import { LGAS, type Lga } from './lgas';
import { matchKey } from './slug';
import { STATES, STATE_ALIASES, type State } from './states';
import { ZONES, type Zone, type ZoneSlug } from './zones';

export { slugify, matchKey } from './slug';
export { ZONES, ZONE_STATES, STATE_ZONE, type Zone, type ZoneSlug } from './zones';
export { STATES, STATE_ALIASES, type State } from './states';
export { LGAS, LGA_NAMES, type Lga } from './lgas';
export { LGA_ALIASES } from './aliases';
export * from './wards';
export { wardDisplayName } from './wardNames';

const stateBySlugMap = new Map(STATES.map((s) => [s.slug, s]));
const lgasByState = new Map<string, Lga[]>();
for (const lga of LGAS) {
  const list = lgasByState.get(lga.state) ?? [];
  list.push(lga);
  lgasByState.set(lga.state, list);
}

/** Drops what people add around a name: "(Iho)", "State", "LGA", "Local Government Area". */
function stripDecorations(value: string, suffixes: RegExp): string {
  return value
    .replace(/\([^)]*\)/g, ' ')
    .replace(suffixes, '')
    .trim();
}
const STATE_SUFFIX = /\s+state\s*$/i;
const LGA_SUFFIX = /\s+(l\.?\s*g\.?\s*a\.?|local\s+government(\s+area)?(\s+council)?)\s*$/i;

const stateKeys = new Map<string, State>();
for (const state of STATES) {
  for (const variant of [state.slug, state.name, ...(STATE_ALIASES[state.slug] ?? [])]) {
    stateKeys.set(matchKey(variant), state);
  }
}

const lgaKeys = new Map<string, Map<string, Lga>>();
for (const [state, lgas] of lgasByState) {
  const keys = new Map<string, Lga>();
  for (const lga of lgas) {
    for (const variant of [lga.slug, lga.name, ...(LGA_ALIASES[state]?.[lga.slug] ?? [])]) {
      keys.set(matchKey(variant), lga);
    }
  }
  lgaKeys.set(state, keys);
}

/** The 37 states (FCT included), alphabetical by slug. */
export function allStates(): readonly State[] {
  return STATES;
}

export function stateBySlug(slug: string): State | undefined {
  return stateBySlugMap.get(slug);
}

export function allZones(): readonly Zone[] {
  return ZONES;
}

/** The zone slug of a state, or undefined for an unknown state. */
export function zoneOfState(state: string): ZoneSlug | undefined {
  return stateBySlugMap.get(state)?.zone;
}

/** The LGAs of a state slug; an empty list for an unknown state. */
export function lgasOfState(state: string): readonly Lga[] {
  return lgasByState.get(state) ?? [];
}

export function lgaBySlug(state: string, lga: string): Lga | undefined {
  return lgasByState.get(state)?.find((l) => l.slug === lga);
}

/** A state from its slug, name or a common variant ("FCT", "Abuja", "Nassarawa", "Lagos State"). */
export function resolveState(nameOrSlug: string | null | undefined): State | undefined {
  if (!nameOrSlug) return undefined;
  const exact = stateBySlugMap.get(nameOrSlug);
  if (exact) return exact;
  const key = matchKey(stripDecorations(nameOrSlug, STATE_SUFFIX));
  return key ? stateKeys.get(key) : undefined;
}

/**
 * An LGA of the given state (slug, name or variant) from its slug, name or a common variant:
 * case, spaces, hyphens, slashes, quotes, a "(headquarters)" part and an "LGA" suffix are ignored.
 */
export function resolveLga(state: string | null | undefined, nameOrSlug: string | null | undefined): Lga | undefined {
  const resolvedState = resolveState(state);
  if (!resolvedState || !nameOrSlug) return undefined;
  const exact = lgaBySlug(resolvedState.slug, nameOrSlug);
  if (exact) return exact;
  const key = matchKey(stripDecorations(nameOrSlug, LGA_SUFFIX));
  return key ? lgaKeys.get(resolvedState.slug)?.get(key) : undefined;
}
