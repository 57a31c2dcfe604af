/** The 36 states and the Federal Capital Territory, alphabetical by slug (DESIGN §7). */
import { STATE_ZONE, type ZoneSlug } from './zones';

export interface State {
  slug: string;
  name: string;
  zone: ZoneSlug;
}

const STATE_NAMES: readonly (readonly [slug: string, name: string])[] = [
  ['abia', 'Abia'],
  ['adamawa', 'Adamawa'],
  ['akwa-ibom', 'Akwa Ibom'],
  ['anambra', 'Anambra'],
  ['bauchi', 'Bauchi'],
  ['bayelsa', 'Bayelsa'],
  ['benue', 'Benue'],
  ['borno', 'Borno'],
  ['cross-river', 'Cross River'],
  ['delta', 'Delta'],
  ['ebonyi', 'Ebonyi'],
  ['edo', 'Edo'],
  ['ekiti', 'Ekiti'],
  ['enugu', 'Enugu'],
  ['fct', 'Federal Capital Territory'],
  ['gombe', 'Gombe'],
  ['imo', 'Imo'],
  ['jigawa', 'Jigawa'],
  ['kaduna', 'Kaduna'],
  ['kano', 'Kano'],
  ['katsina', 'Katsina'],
  ['kebbi', 'Kebbi'],
  ['kogi', 'Kogi'],
  ['kwara', 'Kwara'],
  ['lagos', 'Lagos'],
  ['nasarawa', 'Nasarawa'],
  ['niger', 'Niger'],
  ['ogun', 'Ogun'],
  ['ondo', 'Ondo'],
  ['osun', 'Osun'],
  ['oyo', 'Oyo'],
  ['plateau', 'Plateau'],
  ['rivers', 'Rivers'],
  ['sokoto', 'Sokoto'],
  ['taraba', 'Taraba'],
  ['yobe', 'Yobe'],
  ['zamfara', 'Zamfara'],
];

export const STATES: readonly State[] = STATE_NAMES.map(([slug, name]) => {
  const zone = STATE_ZONE[slug];
  if (!zone) throw new Error(`State ${slug} has no zone`);
  return { slug, name, zone };
});

/** Other spellings people write for a state (matched after normalising case and punctuation). */
export const STATE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'akwa-ibom': ['Akwa-Ibom', 'Akwaibom'],
  'cross-river': ['Cross Rivers', 'Cross-River'],
  fct: ['FCT', 'Abuja', 'FCT Abuja', 'FCT - Abuja', 'Abuja FCT', 'Federal Capital Territory Abuja', 'F.C.T.'],
  nasarawa: ['Nassarawa'],
};
