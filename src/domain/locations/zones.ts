/** The six geopolitical zones and the state each belongs to (DESIGN §7). */

export const ZONES = [
  { slug: 'north-central', name: 'North Central' },
  { slug: 'north-east', name: 'North East' },
  { slug: 'north-west', name: 'North West' },
  { slug: 'south-east', name: 'South East' },
  { slug: 'south-south', name: 'South South' },
  { slug: 'south-west', name: 'South West' },
] as const;

export type ZoneSlug = (typeof ZONES)[number]['slug'];

export interface Zone {
  slug: ZoneSlug;
  name: string;
}

/** Zone slug → the slugs of its states. */
export const ZONE_STATES: Readonly<Record<ZoneSlug, readonly string[]>> = {
  'north-central': ['benue', 'kogi', 'kwara', 'nasarawa', 'niger', 'plateau', 'fct'],
  'north-east': ['adamawa', 'bauchi', 'borno', 'gombe', 'taraba', 'yobe'],
  'north-west': ['jigawa', 'kaduna', 'kano', 'katsina', 'kebbi', 'sokoto', 'zamfara'],
  'south-east': ['abia', 'anambra', 'ebonyi', 'enugu', 'imo'],
  'south-south': ['akwa-ibom', 'bayelsa', 'cross-river', 'delta', 'edo', 'rivers'],
  'south-west': ['ekiti', 'lagos', 'ogun', 'ondo', 'osun', 'oyo'],
};

/** State slug → zone slug. */
export const STATE_ZONE: Readonly<Record<string, ZoneSlug>> = Object.fromEntries(
  (Object.entries(ZONE_STATES) as [ZoneSlug, readonly string[]][]).flatMap(([zone, states]) => states.map((state) => [state, zone] as const)),
);
