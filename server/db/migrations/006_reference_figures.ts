/**
 * The reference figures of /work/shared/data/reference-indicators.md as migration 006 writes them.
 * Published statistics, not computed from records; each with its provenance. None of them was
 * read from the primary report itself (hence every verification note). Part of the migration,
 * frozen with it: later edits of the figures go through the admin, never through this file.
 */
export interface ReferenceSeed {
  key: string;
  indicator: string;
  category: 'literacy' | 'out-of-school' | 'almajiri';
  title: string;
  scope: 'national' | 'zone' | 'state';
  area: string | null;
  value: number;
  valueMale: number | null;
  valueFemale: number | null;
  unit: 'percent' | 'count';
  year: string;
  ageGroup: string | null;
  definition: string;
  source: string;
  verification: string;
}

type Base = Omit<ReferenceSeed, 'key' | 'value' | 'valueMale' | 'valueFemale' | 'area' | 'scope'> & { scope?: ReferenceSeed['scope'] };

function figure(key: string, base: Base, value: number, extra: Partial<ReferenceSeed> = {}): ReferenceSeed {
  return { key, scope: 'national', area: null, value, valueMale: null, valueFemale: null, ...base, ...extra };
}

const NLS_2010 = {
  category: 'literacy',
  unit: 'percent',
  year: '2010',
  source: 'NBS/NMEC National Literacy Survey 2010',
  verification: 'Read in a copy of a report that quotes the survey; the survey report itself was not read.',
} as const;

const ADULT_EN: Base = {
  ...NLS_2010,
  indicator: 'literacy-adult',
  title: 'Adult (15+) literacy, English',
  ageGroup: '15+',
  definition: 'Share of people aged 15 and over who can read and write in English.',
};
const ADULT_ANY: Base = {
  ...NLS_2010,
  indicator: 'literacy-adult',
  title: 'Adult (15+) literacy, any language',
  ageGroup: '15+',
  definition: 'Share of people aged 15 and over who can read and write in any language.',
};
const YOUTH_EN: Base = {
  ...NLS_2010,
  indicator: 'literacy-youth',
  title: 'Youth (15-24) literacy, English',
  ageGroup: '15-24',
  definition: 'Share of people aged 15 to 24 who can read and write in English.',
};
const YOUTH_ANY: Base = {
  ...NLS_2010,
  indicator: 'literacy-youth',
  title: 'Youth (15-24) literacy, any language',
  ageGroup: '15-24',
  definition: 'Share of people aged 15 to 24 who can read and write in any language.',
};
const UIS_RATE = (year: string): Base => ({
  category: 'literacy',
  unit: 'percent',
  year,
  indicator: 'literacy-adult-rate',
  title: 'Adult literacy rate',
  ageGroup: '15+',
  definition: 'Share of people aged 15 and over who can both read and write a short simple statement on their everyday life.',
  source: 'UNESCO Institute for Statistics, World Bank indicator SE.ADT.LITR.ZS',
  verification: 'Seen in dataset listings; not checked against the UIS database.',
});
const DIGEST_YOUTH: Base = {
  category: 'literacy',
  unit: 'percent',
  year: '2017',
  indicator: 'literacy-youth',
  title: 'Youth literacy',
  ageGroup: null,
  definition: 'Youth literacy rate as reported; the age group is not stated in the sources seen.',
  source: 'Federal Ministry of Education, Digest of Education Statistics 2017',
  verification: 'Secondary: quoted in news reports.',
};

/** Per cent literate by state, "attributed to NBS (c. 2017), unverified". */
const STATE_LITERACY: Readonly<Record<string, number>> = {
  imo: 96,
  lagos: 96,
  ekiti: 96,
  rivers: 96,
  abia: 94,
  'akwa-ibom': 93,
  anambra: 92,
  osun: 91,
  edo: 91,
  enugu: 89,
  'cross-river': 89,
  delta: 87,
  bayelsa: 87,
  kogi: 84,
  ogun: 82,
  ondo: 81,
  oyo: 80,
  fct: 79,
  ebonyi: 78,
  benue: 74,
  taraba: 72,
  kwara: 70,
  plateau: 64,
  nasarawa: 59,
  adamawa: 56,
  kaduna: 47,
  kano: 38,
  gombe: 29,
  jigawa: 25,
  borno: 23,
  niger: 23,
  kebbi: 21,
  bauchi: 19,
  zamfara: 19,
  sokoto: 15,
  katsina: 10,
  yobe: 7,
};
const STATE_LITERACY_BASE: Base = {
  category: 'literacy',
  unit: 'percent',
  year: 'c. 2017',
  indicator: 'literacy-state',
  title: 'Literacy rate (per cent literate)',
  ageGroup: null,
  definition: 'Per cent literate in the state as circulated around 2017; the indicator, age group and survey behind it are not confirmed.',
  source: 'Attributed to the National Bureau of Statistics (NBS)',
  verification: 'Attributed to NBS (c. 2017), unverified. Two independent reproductions agree; the primary source was not found.',
};

/** Out-of-school primary-age children by state, UBEC 2018 (partial list). */
const STATE_OOS_2018: Readonly<Record<string, number>> = {
  kano: 989234,
  'akwa-ibom': 581800,
  katsina: 536122,
  kaduna: 524670,
  taraba: 499923,
  sokoto: 436570,
  yobe: 427230,
  zamfara: 422214,
  oyo: 418900,
  bauchi: 354373,
  'cross-river': 97919,
  abia: 91548,
  kwara: 84247,
  enugu: 82051,
  bayelsa: 53079,
  fct: 52972,
  ekiti: 50945,
};
const OOS_PRIMARY: Base = {
  category: 'out-of-school',
  unit: 'count',
  year: '2018',
  indicator: 'oos-primary',
  title: 'Primary-age (6-11) children out of school',
  ageGroup: '6-11',
  definition: 'Primary-school-age children (6-11) not in school; 10,193,918 of 40.8 million school-age children nationally.',
  source: 'UBEC 2018 National Personnel Audit / Digest of Basic Education Statistics 2018; NBS Women and Men 2020',
  verification: 'Reprinted in news reports; the audit report itself was not read.',
};
const OOS_PRIMARY_STATE: Base = {
  ...OOS_PRIMARY,
  indicator: 'oos-primary-state',
  definition: 'Primary-school-age children (6-11) not in school in the state.',
  source: 'UBEC 2018 National Personnel Audit / Digest of Basic Education Statistics 2018',
  verification: 'Reprinted in news reports; a partial list: figures for the other states were not found.',
};
const OOS_ESTIMATE = (year: string, title: string, ageGroup: string | null, definition: string, source: string, verification: string): Base => ({
  category: 'out-of-school',
  unit: 'count',
  indicator: 'oos-estimate',
  year,
  title,
  ageGroup,
  definition,
  source,
  verification,
});
const ALMAJIRI = (year: string, title: string, definition: string, source: string, verification: string): Base => ({
  category: 'almajiri',
  unit: 'count',
  indicator: 'almajiri',
  ageGroup: null,
  year,
  title,
  definition,
  source,
  verification,
});
const NO_CENSUS = 'There is no official census of almajiri numbers.';
const CITED = 'A UNICEF education officer, cited with Humphreys & Crawfurd (2014)';

export const REFERENCE_FIGURES: readonly ReferenceSeed[] = [
  figure('literacy-adult-english-2010', ADULT_EN, 57.9, { valueMale: 65.1, valueFemale: 50.6 }),
  figure('literacy-adult-any-2010', ADULT_ANY, 71.6, { valueMale: 79.3, valueFemale: 63.7 }),
  figure('literacy-youth-english-2010', YOUTH_EN, 76.3),
  figure('literacy-youth-any-2010', YOUTH_ANY, 85.6),
  figure('literacy-adult-rate-2018', UIS_RATE('2018'), 62.0),
  figure('literacy-adult-rate-2021', UIS_RATE('2021'), 63.16),
  figure('literacy-youth-digest-2017', DIGEST_YOUTH, 65.1, { valueMale: 70.9, valueFemale: 59.3 }),
  ...Object.entries(STATE_LITERACY).map(([state, value]) => figure(`literacy-state:${state}`, STATE_LITERACY_BASE, value, { scope: 'state', area: state })),
  figure(
    'oos-children-youth-2022',
    OOS_ESTIMATE(
      '2022',
      'Children and youth (6-18) out of school',
      '6-18',
      'Children and youth aged 6 to 18 not in school (estimate).',
      'UNESCO UIS and GEM Report estimates, September 2022',
      'Quoted in news reports.',
    ),
    20_200_000,
  ),
  figure(
    'oos-children-2024',
    OOS_ESTIMATE(
      '2024',
      'Out-of-school children',
      null,
      'Children out of school as stated; the age range is not given in the reports seen.',
      'UNICEF statement, 2024',
      'Quoted in news reports.',
    ),
    18_300_000,
  ),
  figure('oos-primary-2018', OOS_PRIMARY, 10_193_918),
  ...Object.entries(STATE_OOS_2018).map(([state, value]) => figure(`oos-primary-state:${state}`, OOS_PRIMARY_STATE, value, { scope: 'state', area: state })),
  figure(
    'almajiri-national-2014',
    ALMAJIRI(
      'c. 2014',
      'Almajirai (estimate)',
      'About 9.5 million almajirai among about 10.5 million out-of-school children.',
      CITED,
      `Secondary citation. ${NO_CENSUS}`,
    ),
    9_500_000,
  ),
  figure(
    'almajiri-north-east-2014',
    ALMAJIRI(
      'c. 2014',
      'Almajirai in the six north-east states',
      'Almajirai reported in the six north-east states (adamawa, bauchi, borno, gombe, taraba, yobe).',
      CITED,
      `Secondary citation. ${NO_CENSUS}`,
    ),
    2_711_767,
    { scope: 'zone', area: 'north-east' },
  ),
  figure(
    'almajiri-mapped-2025',
    ALMAJIRI(
      '2025',
      'Mapped almajiri children awaiting enrolment',
      'Children mapped by the Commission and awaiting enrolment.',
      'National Commission for Almajiri and Out-of-School Children Education',
      `Reported by the Commission (2025); not read from a primary document. ${NO_CENSUS}`,
    ),
    700_000,
  ),
];
