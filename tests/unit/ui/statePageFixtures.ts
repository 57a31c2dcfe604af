/**
 * The LGA answer of a state (src/domain/api/publicLocal.ts) for the state page's tests, and a fetch
 * stub that serves it beside the other public answers (support/publicFixtures.ts). Counts are
 * deterministic per LGA; a few are hidden (null).
 */
import { vi } from 'vitest';
import type { LgaIndicatorRow, LgaIndicatorsAnswer } from '../../../src/domain/api/publicLocal';
import { lgasOfState, stateBySlug } from '../../../src/domain/locations';
import type { Breakdown, Count } from '../../../src/domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES } from '../../../src/domain/records/enums';
import { programmes, stubPublicApi } from './support/publicFixtures';
import { population, primaryAge, primaryAgeCounts } from './support/rateFixtures';

const suppression = { threshold: 5, note: 'Counts from 1 to 4 are suppressed.' };
export const LGA_GENERATED_AT = '2026-03-02T08:00:00.000Z';

function breakdown<K extends string>(keys: readonly K[], first: Count): Breakdown<K> {
  const out = { notRecorded: 0 } as Breakdown<K>;
  keys.forEach((key, i) => (out[key] = i === 0 ? first : 0));
  return out;
}

/**
 * LGA i: out-of-school children 7 × ((i × 5) mod 13) + 5, hidden for every 7th LGA; households
 * hidden for every 4th. Of primary age: a share of them, hidden with them; Kano's LGAs divided by
 * the demo's illustrative population but every 5th without one, other states' LGAs without one.
 */
export function lgaRow(state: string, slug: string, name: string, i: number): LgaIndicatorRow {
  const oos: Count = i % 7 === 3 ? null : 7 * ((i * 5) % 13) + 5;
  const counts = oos === null ? primaryAgeCounts(null, null) : primaryAgeCounts(oos - 5, 5);
  const denominator = state === 'kano' && i % 5 !== 4 ? population(100 + 3 * i, 120 + 2 * i) : null;
  return {
    id: `${state}:${slug}`,
    level: 'lga',
    slug,
    name,
    state: { slug: state, name: stateBySlug(state)!.name },
    learningCentres: { total: i + 5, byType: breakdown(SCHOOL_TYPES, i + 5) },
    learners: { total: 10 * i + 20, bySex: { Male: 6 * i + 12, Female: 4 * i + 8, notRecorded: 0 }, bySchoolType: breakdown(SCHOOL_TYPES, 10 * i + 20) },
    outOfSchoolChildren: {
      total: oos,
      bySex: { Male: oos, Female: 0, notRecorded: 0 },
      byAgeGroup: { '5-9': oos, '10-12': 0, '13-15': 0, notRecorded: 0 },
      byCategory: breakdown(OOS_CATEGORIES, oos),
      byReason: breakdown(OOS_REASONS, oos),
    },
    households: i % 4 === 2 ? null : 30 + i,
    communities: 5 + (i % 3),
    ...primaryAge(counts, denominator),
  };
}

export function lgaAnswer(state: string): LgaIndicatorsAnswer {
  return {
    level: 'lga',
    state: { slug: state, name: stateBySlug(state)!.name },
    data: lgasOfState(state).map((lga, i) => lgaRow(state, lga.slug, lga.name, i)),
    suppression,
    generatedAt: LGA_GENERATED_AT,
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The public answers plus level=lga and programmes by state; returns the mock to inspect the URLs asked for. */
export function stubStatePageApi() {
  const others = stubPublicApi();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const state = url.searchParams.get('state');
    if (url.pathname.endsWith('/public/indicators') && url.searchParams.get('level') === 'lga' && state) return json(lgaAnswer(state));
    if (url.pathname.endsWith('/public/programmes') && state) {
      return json({ generatedAt: LGA_GENERATED_AT, data: programmes.filter((p) => p.states.some((s) => s.slug === state)) });
    }
    return others(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
