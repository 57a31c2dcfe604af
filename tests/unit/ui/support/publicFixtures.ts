/**
 * Answers of the public API (docs/api-public.md) for the public pages' tests, and a fetch stub
 * that serves them. Counts are deterministic per state; a few are suppressed (null).
 */
import { vi } from 'vitest';
import { STATES, ZONES } from '../../../../src/domain/locations';
import type {
  Breakdown,
  Count,
  IndicatorRow,
  IndicatorsAnswer,
  ProgrammeAnswer,
  PublicProgramme,
  ReferenceFigure,
  SummaryAnswer,
} from '../../../../src/domain/publicData';
import { OOS_REASONS, SCHOOL_TYPES } from '../../../../src/domain/records/enums';
import { publicApi } from '../../../../src/providers/publicApi';
import { population, primaryAge, primaryAgeCounts } from './rateFixtures';

const LITERACY: Record<string, number> = { kano: 38, lagos: 96, kaduna: 47, katsina: 10, sokoto: 15, jigawa: 25, kebbi: 21, zamfara: 19 };
const suppression = { threshold: 5, note: 'Counts from 1 to 4 are suppressed.' };
const generatedAt = '2026-03-01T10:00:00.000Z';

export function reference(overrides: Partial<ReferenceFigure>): ReferenceFigure {
  return {
    id: 1,
    key: 'literacy-adult-rate-2021',
    indicator: 'literacy-adult-rate',
    category: 'literacy',
    title: 'Adult literacy rate',
    scope: 'national',
    area: null,
    value: 63.16,
    valueMale: null,
    valueFemale: null,
    unit: 'percent',
    year: '2021',
    ageGroup: '15+',
    definition: 'Adults who read and write.',
    source: 'UNESCO UIS',
    verification: 'Seen in dataset listings.',
    updatedAt: generatedAt,
    ...overrides,
  };
}

function breakdown<K extends string>(keys: readonly K[], value: (key: K, i: number) => Count): Breakdown<K> {
  const out = { notRecorded: 0 } as Breakdown<K>;
  keys.forEach((key, i) => (out[key] = value(key, i)));
  return out;
}

/**
 * The primary age's count and rate: Kano's divided by a real source (the girls' rate above the
 * boys', so the adjusted GPI differs), Lagos and every third state without a population, Zamfara's
 * count hidden, the others divided by the demo's illustrative population.
 */
function rateFigures(slug: string, i: number) {
  if (slug === 'zamfara') return primaryAge(primaryAgeCounts(null, null), population(5000, 5000));
  const counts = primaryAgeCounts(30 + i, 20 + i);
  if (slug === 'kano') return primaryAge(counts, population(400, 600, { demo: false }));
  if (slug === 'lagos' || i % 3 === 0) return primaryAge(counts, null);
  return primaryAge(counts, population(1000 + 10 * i, 1000 + 20 * i));
}

function row(slug: string, name: string, i: number, zone: { slug: string; name: string } | null, states: string[]): IndicatorRow {
  const literacy = LITERACY[slug] ?? (zone ? 50 + (i % 40) : undefined);
  return {
    id: slug,
    level: zone ? 'state' : 'zone',
    slug,
    name,
    zone,
    states,
    learningCentres: { total: i % 5 === 1 ? null : i * 2, byType: breakdown(SCHOOL_TYPES, (_k, j) => (j === 0 ? i : 0)) },
    learners: {
      total: 10 * i,
      bySex: { Male: 6 * i, Female: i === 3 ? null : 4 * i, notRecorded: 0 },
      bySchoolType: breakdown(SCHOOL_TYPES, (_k, j) => (j === 0 ? 7 * i : j === 4 ? 3 * i : j === 2 ? null : 0)),
    },
    outOfSchoolChildren: {
      total: 100 + i,
      bySex: { Male: 60 + i, Female: 40, notRecorded: 0 },
      byAgeGroup: { '5-9': 50, '10-12': 30 + i, '13-15': 20, notRecorded: 0 },
      byCategory: { 'Never Attended School': 70 + i, 'Dropped Out': 30, notRecorded: 0 },
      byReason: breakdown(OOS_REASONS, (_k, j) => (j === 0 ? 100 + i : 0)),
    },
    households: 20 + i,
    communities: 5,
    ...rateFigures(slug, i),
    literacy:
      zone && literacy !== undefined
        ? reference({
            id: 100 + i,
            key: `literacy-state:${slug}`,
            indicator: 'literacy-state',
            scope: 'state',
            area: slug,
            value: literacy,
            year: 'c. 2017',
            ageGroup: null,
            title: 'Literacy rate',
            source: 'Attributed to the National Bureau of Statistics (NBS)',
            verification: 'Attributed to NBS (c. 2017), unverified.',
          })
        : null,
    reference: [],
  };
}

export const stateAnswer: IndicatorsAnswer = {
  level: 'state',
  generatedAt,
  suppression,
  data: STATES.map((s, i) => row(s.slug, s.name, i, { slug: s.zone, name: ZONES.find((z) => z.slug === s.zone)!.name }, [s.slug])),
};
export const zoneAnswer: IndicatorsAnswer = { level: 'zone', generatedAt, suppression, data: ZONES.map((z, i) => row(z.slug, z.name, i, null, [])) };

export const summaryAnswer: SummaryAnswer = {
  generatedAt,
  suppression,
  data: {
    totals: { learningCentres: 40, learners: 400, outOfSchoolChildren: 1500, households: 600, communities: 60, statesWithRecords: 28 },
    learningCentresByType: stateAnswer.data[0].learningCentres.byType,
    learnersBySex: { Male: 284, Female: null, notRecorded: 0 },
    learnersBySchoolType: breakdown(SCHOOL_TYPES, (_k, j) => (j === 4 ? 260 : j === 3 ? 90 : j === 1 ? null : 0)),
    outOfSchoolChildren: stateAnswer.data[0].outOfSchoolChildren,
    ...primaryAge(primaryAgeCounts(900, 700), population(6000, 6000)),
    reference: {
      literacy: [
        reference({}),
        reference({
          id: 2,
          key: 'adult-en',
          indicator: 'literacy-adult',
          title: 'Adult (15+) literacy, English',
          value: 57.9,
          valueMale: 65.1,
          valueFemale: 50.6,
          year: '2010',
          source: 'NBS/NMEC National Literacy Survey 2010',
        }),
      ],
      outOfSchool: [],
      almajiri: [],
    },
    programmes: { published: 2, active: 1 },
    lastRecordUpdate: '2025-08-31T00:00:00.000Z',
  },
};

export const programmes: PublicProgramme[] = [
  {
    id: 1,
    slug: 'almajiri',
    title: 'Almajiri Education Integration',
    summary: 'Literacy in Tsangaya schools.',
    status: 'active',
    startDate: '2023-09-01',
    endDate: '2026-08-31',
    states: [
      { slug: 'kano', name: 'Kano', zone: 'north-west' },
      { slug: 'sokoto', name: 'Sokoto', zone: 'north-west' },
    ],
    partners: [{ name: 'UBEC', role: 'Funding', url: 'https://ubec.gov.ng' }],
  },
  {
    id: 2,
    slug: 'girls',
    title: 'Girls Enrolment Drive',
    summary: 'Finding out-of-school girls.',
    status: 'planned',
    startDate: null,
    endDate: null,
    states: [{ slug: 'bauchi', name: 'Bauchi', zone: 'north-east' }],
    partners: [],
  },
];

export const programmeAnswer: ProgrammeAnswer = {
  generatedAt,
  suppression,
  data: {
    ...programmes[0],
    description: 'First paragraph.\n\nSecond paragraph.',
    progress: {
      learningCentres: 17,
      learners: null,
      outOfSchoolChildren: 636,
      households: 253,
      byState: [{ slug: 'kano', name: 'Kano', learningCentres: null, learners: 16, outOfSchoolChildren: 240, households: 95 }],
    },
  },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with the public answers; returns the mock to inspect the URLs asked for. */
export function stubPublicApi() {
  publicApi.clearCache();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/public/summary') return json(summaryAnswer);
    if (path === '/public/indicators') return json(url.searchParams.get('level') === 'zone' ? zoneAnswer : stateAnswer);
    if (path === '/public/reference-indicators') return json({ data: summaryAnswer.data.reference.literacy });
    if (path === '/public/population-sources') return json({ data: [], generatedAt });
    if (path === '/public/programmes') {
      const status = url.searchParams.get('status');
      return json({ generatedAt, data: programmes.filter((p) => !status || p.status === status) });
    }
    if (path === '/public/programmes/1') return json(programmeAnswer);
    return json({ code: 'NOT_FOUND', message: 'The programme was not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
