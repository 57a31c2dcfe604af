import { describe, expect, it } from 'vitest';
import {
  allStates,
  LGA_ALIASES,
  LGAS,
  lgaBySlug,
  lgasOfState,
  matchKey,
  resolveLga,
  resolveState,
  slugify,
  stateBySlug,
  wardsPath,
  ZONES,
  zoneOfState,
} from '../../../src/domain/locations';

// DESIGN §7: fixed facts.
const LGA_COUNTS: Record<string, number> = {
  abia: 17,
  adamawa: 21,
  'akwa-ibom': 31,
  anambra: 21,
  bauchi: 20,
  bayelsa: 8,
  benue: 23,
  borno: 27,
  'cross-river': 18,
  delta: 25,
  ebonyi: 13,
  edo: 18,
  ekiti: 16,
  enugu: 17,
  fct: 6,
  gombe: 11,
  imo: 27,
  jigawa: 27,
  kaduna: 23,
  kano: 44,
  katsina: 34,
  kebbi: 21,
  kogi: 21,
  kwara: 16,
  lagos: 20,
  nasarawa: 13,
  niger: 25,
  ogun: 20,
  ondo: 18,
  osun: 30,
  oyo: 33,
  plateau: 17,
  rivers: 23,
  sokoto: 23,
  taraba: 16,
  yobe: 17,
  zamfara: 14,
};
const ZONE_MEMBERS: Record<string, string[]> = {
  'north-central': ['benue', 'kogi', 'kwara', 'nasarawa', 'niger', 'plateau', 'fct'],
  'north-east': ['adamawa', 'bauchi', 'borno', 'gombe', 'taraba', 'yobe'],
  'north-west': ['jigawa', 'kaduna', 'kano', 'katsina', 'kebbi', 'sokoto', 'zamfara'],
  'south-east': ['abia', 'anambra', 'ebonyi', 'enugu', 'imo'],
  'south-south': ['akwa-ibom', 'bayelsa', 'cross-river', 'delta', 'edo', 'rivers'],
  'south-west': ['ekiti', 'lagos', 'ogun', 'ondo', 'osun', 'oyo'],
};

describe('states and zones', () => {
  it('lists 37 states alphabetically from abia to zamfara, FCT as fct', () => {
    const slugs = allStates().map((s) => s.slug);
    expect(slugs).toHaveLength(37);
    expect(slugs).toEqual(Object.keys(LGA_COUNTS));
    expect(slugs).toEqual([...slugs].sort());
    expect(stateBySlug('fct')?.name).toBe('Federal Capital Territory');
    expect(stateBySlug('akwa-ibom')?.name).toBe('Akwa Ibom');
    expect(stateBySlug('cross-river')?.name).toBe('Cross River');
    for (const s of allStates()) expect(s.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has the six zones with display names and puts each state in its DESIGN zone', () => {
    expect(ZONES.map((z) => [z.slug, z.name])).toEqual([
      ['north-central', 'North Central'],
      ['north-east', 'North East'],
      ['north-west', 'North West'],
      ['south-east', 'South East'],
      ['south-south', 'South South'],
      ['south-west', 'South West'],
    ]);
    for (const [zone, states] of Object.entries(ZONE_MEMBERS)) {
      for (const state of states) expect(zoneOfState(state), state).toBe(zone);
      expect(
        allStates()
          .filter((s) => s.zone === zone)
          .map((s) => s.slug)
          .sort(),
      ).toEqual([...states].sort());
    }
    expect(zoneOfState('atlantis')).toBeUndefined();
  });
});

describe('LGAs', () => {
  it('has 774 LGAs with the DESIGN count in every state', () => {
    expect(LGAS).toHaveLength(774);
    for (const [state, count] of Object.entries(LGA_COUNTS)) expect(lgasOfState(state), state).toHaveLength(count);
    expect(lgasOfState('atlantis')).toEqual([]);
  });

  it('keeps slugs and match keys (names, slugs, aliases) unique within each state', () => {
    for (const state of allStates()) {
      const lgas = lgasOfState(state.slug);
      expect(new Set(lgas.map((l) => l.slug)).size).toBe(lgas.length);
      const owner = new Map<string, string>();
      for (const lga of lgas) {
        expect(lga.slug).toBe(slugify(lga.name));
        for (const variant of [lga.name, lga.slug, ...(LGA_ALIASES[state.slug]?.[lga.slug] ?? [])]) {
          const key = matchKey(variant);
          expect(owner.get(key) ?? lga.slug, `${state.slug}: ${variant}`).toBe(lga.slug);
          owner.set(key, lga.slug);
        }
      }
    }
  });

  it('only aliases LGAs that exist', () => {
    for (const [state, aliases] of Object.entries(LGA_ALIASES)) {
      for (const slug of Object.keys(aliases)) expect(lgaBySlug(state, slug), `${state}/${slug}`).toBeDefined();
    }
  });

  it('tells repeated LGA names apart by state', () => {
    const pairs: [string, string, string][] = [
      ['surulere', 'lagos', 'oyo'],
      ['nasarawa', 'kano', 'nasarawa'],
      ['obi', 'benue', 'nasarawa'],
      ['bassa', 'kogi', 'plateau'],
      ['ifelodun', 'kwara', 'osun'],
      ['irepodun', 'kwara', 'osun'],
    ];
    for (const [lga, first, second] of pairs) {
      expect(resolveLga(first, lga)).toEqual({ state: first, slug: lga, name: expect.any(String) });
      expect(resolveLga(second, lga)?.state).toBe(second);
      expect(
        LGAS.filter((l) => l.slug === lga)
          .map((l) => l.state)
          .sort(),
      ).toEqual([first, second].sort());
    }
    expect(resolveLga('lagos', 'Obi')).toBeUndefined();
  });
});

describe('resolveState / resolveLga', () => {
  it.each([
    ['fct', 'fct'],
    ['FCT', 'fct'],
    ['Federal Capital Territory', 'fct'],
    ['Abuja', 'fct'],
    ['FCT - Abuja', 'fct'],
    ['Nassarawa', 'nasarawa'],
    ['NASARAWA', 'nasarawa'],
    ['Akwa Ibom', 'akwa-ibom'],
    ['AKWA IBOM', 'akwa-ibom'],
    ['akwa-ibom', 'akwa-ibom'],
    ['Cross Rivers', 'cross-river'],
    ['Lagos State', 'lagos'],
    ['  kano ', 'kano'],
  ])('resolves the state %j', (input, slug) => {
    expect(resolveState(input)?.slug).toBe(slug);
  });

  it('answers undefined for unknown or empty states', () => {
    for (const input of ['Atlantis', '', 'State', null, undefined]) expect(resolveState(input)).toBeUndefined();
  });

  it.each([
    ['Akwa Ibom', 'Ibesikpo Asutan', 'ibesikpo-asutan'],
    ['akwa-ibom', 'ESIT EKET UQUO', 'esit-eket'],
    ['abia', 'OBINGWA', 'obi-ngwa'],
    ['bauchi', "JAMA'ARE", 'jamaare'],
    ['bauchi', 'Itas/Gadau', 'itas-gadau'],
    ['bauchi', 'itas gadau', 'itas-gadau'],
    ['FCT', 'Municipal', 'abuja-municipal'],
    ['fct', 'AMAC', 'abuja-municipal'],
    ['imo', 'Ikeduru (Iho)', 'ikeduru'],
    ['imo', 'OWERRI NORTH ORIE URATTA', 'owerri-north'],
    ['lagos', 'Eti-Osa LGA', 'eti-osa'],
    ['lagos', 'Somolu', 'shomolu'],
    ['Nassarawa', 'Nasarawa Egon', 'nasarawa-eggon'],
    ['rivers', 'OBIO/AKPOR', 'obio-akpor'],
    ['borno', 'MAIDUGURI M C', 'maiduguri'],
  ])('resolves the LGA %j / %j', (state, lga, slug) => {
    expect(resolveLga(state, lga)?.slug).toBe(slug);
  });

  it('answers undefined for an unknown LGA or state', () => {
    expect(resolveLga('lagos', 'Gotham')).toBeUndefined();
    expect(resolveLga('atlantis', 'ikeja')).toBeUndefined();
    expect(resolveLga('lagos', '')).toBeUndefined();
  });
});

describe('slugify and the ward lookup path', () => {
  it.each([
    ['Aba North', 'aba-north'],
    ["IGBERE 'A'", 'igbere-a'],
    ['BOGORO ""A""', 'bogoro-a'],
    ['IGBERE ‘A’', 'igbere-a'],
    ['AMANKALU/AKOLIUFU', 'amankalu-akoliufu'],
    ['UMUHU / EZECHI', 'umuhu-ezechi'],
    ['WARD IX, (N6B PART I)', 'ward-ix-n6b-part-i'],
    ['Ọ̀yọ́', 'oyo'],
    ['  --  ', ''],
  ])('slugify(%j) = %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('builds the ward lookup path with encoded segments', () => {
    expect(wardsPath('akwa-ibom', 'Oruk Anam')).toBe('/locations/states/akwa-ibom/lgas/Oruk%20Anam/wards');
  });
});
