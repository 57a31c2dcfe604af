/**
 * Where demo records live: a state (weighted towards the north, where Almajiri centres are), one
 * of its LGAs from the locations dataset, one of that LGA's wards from the reference list the
 * caller hands over (`pickWardsFrom`; a made-up `<lga>-ward-<n>` where it has none) and coordinates
 * near the LGA, inside Nigeria.
 */
import { ZONES, lgasOfState, stateBySlug, zoneOfState, type Lga, type ZoneSlug } from '../src/domain/locations';
import type { GEO_POLITICAL_ZONES } from '../src/domain/records';
import { hash, weights, type Rng } from './random';

type ZoneName = (typeof GEO_POLITICAL_ZONES)[number];

/** slug: [relative weight, latitude and longitude near the state's centre, spread in degrees]. */
const STATE_FACTS: Readonly<Record<string, readonly [number, number, number, number]>> = {
  kano: [14, 11.75, 8.52, 0.6],
  katsina: [9, 12.37, 7.6, 0.6],
  sokoto: [8, 13.06, 5.24, 0.6],
  jigawa: [7, 12.23, 9.56, 0.6],
  kaduna: [7, 10.38, 7.71, 0.8],
  bauchi: [7, 10.78, 9.99, 0.8],
  zamfara: [6, 12.12, 6.22, 0.6],
  kebbi: [6, 11.49, 4.23, 0.8],
  borno: [6, 11.88, 13.15, 0.9],
  yobe: [5, 12.29, 11.44, 0.8],
  niger: [5, 9.93, 5.6, 0.9],
  gombe: [4, 10.36, 11.19, 0.4],
  adamawa: [4, 9.33, 12.4, 0.8],
  taraba: [3, 7.99, 10.77, 0.8],
  plateau: [3, 9.22, 9.52, 0.5],
  lagos: [3, 6.52, 3.58, 0.15],
  nasarawa: [2, 8.54, 8.32, 0.5],
  kogi: [2, 7.73, 6.69, 0.6],
  kwara: [2, 8.97, 4.39, 0.6],
  benue: [2, 7.34, 8.74, 0.6],
  fct: [2, 8.89, 7.19, 0.25],
  oyo: [2, 8.16, 3.61, 0.6],
  rivers: [1.5, 4.84, 6.91, 0.3],
  ogun: [1.5, 6.99, 3.47, 0.4],
  osun: [1, 7.56, 4.52, 0.3],
  ondo: [1, 7.1, 4.84, 0.4],
  edo: [1, 6.63, 5.93, 0.5],
  delta: [1, 5.7, 5.93, 0.4],
  'akwa-ibom': [1, 5.01, 7.85, 0.25],
  'cross-river': [1, 5.87, 8.6, 0.5],
  anambra: [1, 6.22, 6.94, 0.2],
  enugu: [1, 6.54, 7.43, 0.25],
  imo: [1, 5.57, 7.06, 0.2],
  ebonyi: [1, 6.26, 8.01, 0.25],
  abia: [0.8, 5.45, 7.52, 0.25],
  ekiti: [0.7, 7.72, 5.31, 0.2],
  bayelsa: [0.7, 4.77, 6.07, 0.25],
};

const NIGERIA = { minLat: 4.3, maxLat: 13.85, minLng: 2.72, maxLng: 14.6 };
const stateTable = (slugs: string[]) => weights(slugs.map((slug) => [slug, STATE_FACTS[slug][0]] as const));
const STATE_TABLE = stateTable(Object.keys(STATE_FACTS));
const NORTHERN_STATE_TABLE = stateTable(Object.keys(STATE_FACTS).filter((slug) => zoneOfState(slug)?.startsWith('north')));
const ZONE_NAMES = new Map<string, ZoneName>(ZONES.map((zone) => [zone.slug, zone.name as ZoneName]));

export interface Place {
  state: string;
  stateName: string;
  lga: string;
  lgaName: string;
  ward: string;
  /** Zone slug (the system column). */
  zone: ZoneSlug;
  /** Zone as the forms spell it (geoPoliticalZone). */
  zoneName: ZoneName;
  latitude: number;
  longitude: number;
}

/** The ward slugs of an LGA in the reference list that the records' server holds. */
export type WardList = (state: string, lga: string) => readonly string[];

let wardList: WardList = () => [];

/** Places picked from now on take their ward from `list` (the seed and the agent call it once). */
export function pickWardsFrom(list: WardList): void {
  wardList = list;
}

function pickWard(rng: Rng, lga: Lga): string {
  const wards = wardList(lga.state, lga.slug);
  return wards.length > 0 ? rng.pick(wards) : `${lga.slug}-ward-${rng.int(1, 10)}`;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A fixed point for each LGA, scattered around its state's centre. */
function lgaCentre(lga: Lga): [number, number] {
  const [, lat, lng, spread] = STATE_FACTS[lga.state];
  const h = hash(`${lga.state}/${lga.slug}`);
  const dLat = ((h & 0xffff) / 0xffff) * 2 - 1;
  const dLng = ((h >>> 16) / 0xffff) * 2 - 1;
  return [lat + dLat * spread, lng + dLng * spread];
}

/** Picks among the given states by the same weights (the demo seed: a collector's territory). */
export function stateChooser(slugs: readonly string[]): (rng: Rng) => string {
  const table = stateTable([...slugs]);
  return (rng) => rng.weighted(table);
}

/** A state chosen by weight: mostly in the north, where the Almajiri centres are; only there with `northOnly`. */
export const pickState = (rng: Rng, northOnly = false): string => rng.weighted(northOnly ? NORTHERN_STATE_TABLE : STATE_TABLE);

/** A place in a state chosen by weight, or in the given state. */
export function pickPlace(rng: Rng, state = pickState(rng)): Place {
  const lgas = lgasOfState(state);
  const lga = rng.pick(lgas);
  const [lat, lng] = lgaCentre(lga);
  const zone = zoneOfState(state)!;
  return {
    state,
    stateName: stateBySlug(state)!.name,
    lga: lga.slug,
    lgaName: lga.name,
    ward: pickWard(rng, lga),
    zone,
    zoneName: ZONE_NAMES.get(zone)!,
    latitude: clamp(rng.around(lat, 0.05), NIGERIA.minLat, NIGERIA.maxLat),
    longitude: clamp(rng.around(lng, 0.05), NIGERIA.minLng, NIGERIA.maxLng),
  };
}

/** The same place a short walk away (a household in its community, a child at home). */
export function near(rng: Rng, place: Place, spread = 0.01): Place {
  return {
    ...place,
    latitude: clamp(rng.around(place.latitude, spread), NIGERIA.minLat, NIGERIA.maxLat),
    longitude: clamp(rng.around(place.longitude, spread), NIGERIA.minLng, NIGERIA.maxLng),
  };
}

export const isNorth = (place: Place) => place.zone.startsWith('north');
