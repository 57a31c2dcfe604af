/** Translation keys of the values the public pages show as text: zones, types of learning centre, reasons out of school. */
import type { ZoneSlug } from '../../domain/locations';
import type { OosReason, SchoolType } from '../../domain/publicData';
import type { Translate } from '../../i18n/translate';

export const ZONE_KEYS: Readonly<Record<ZoneSlug, string>> = {
  'north-central': 'publicCommon.zones.northCentral',
  'north-east': 'publicCommon.zones.northEast',
  'north-west': 'publicCommon.zones.northWest',
  'south-east': 'publicCommon.zones.southEast',
  'south-south': 'publicCommon.zones.southSouth',
  'south-west': 'publicCommon.zones.southWest',
};

export const SCHOOL_TYPE_KEYS: Readonly<Record<SchoolType, string>> = {
  Regular: 'publicCommon.schoolTypes.regular',
  'Special Needs': 'publicCommon.schoolTypes.specialNeeds',
  Islamiya: 'publicCommon.schoolTypes.islamiya',
  'Islamiya Integrated': 'publicCommon.schoolTypes.islamiyaIntegrated',
  Tsangaya: 'publicCommon.schoolTypes.tsangaya',
  'Tsangaya Integrated': 'publicCommon.schoolTypes.tsangayaIntegrated',
  'Faith Based Institution': 'publicCommon.schoolTypes.faithBasedInstitution',
};

export const OOS_REASON_KEYS: Readonly<Record<OosReason, string>> = {
  Financial: 'publicCommon.oosReasons.financial',
  Distance: 'publicCommon.oosReasons.distance',
  'Early Marriage': 'publicCommon.oosReasons.earlyMarriage',
  Cultural: 'publicCommon.oosReasons.cultural',
  Insecurity: 'publicCommon.oosReasons.insecurity',
  'Household Chores': 'publicCommon.oosReasons.householdChores',
  'No School Nearby': 'publicCommon.oosReasons.noSchoolNearby',
  'No Interest': 'publicCommon.oosReasons.noInterest',
  'Work Obligations': 'publicCommon.oosReasons.workObligations',
  Other: 'publicCommon.oosReasons.other',
};

const ZONE_KEY_BY_SLUG: ReadonlyMap<string, string> = new Map(Object.entries(ZONE_KEYS));

/** A zone's name in the chosen language; an unknown zone keeps the name it came with. */
export function zoneLabel(t: Translate, zone: { slug: string; name: string } | null | undefined): string {
  if (!zone) return '';
  const key = ZONE_KEY_BY_SLUG.get(zone.slug);
  return key ? t(key) : zone.name;
}
