/** The search box's places: where they sit among the records and where they lead. */
import { describe, expect, it } from 'vitest';
import { groupOf, searchOptions } from '../../../src/admin/search/searchOptions';
import { placePath } from '../../../src/admin/search/searchPaths';
import type { PlaceResult, SearchAnswer } from '../../../src/providers/searchApi';

const ward: PlaceResult = { kind: 'ward', name: 'Kofar Mazugal', state: 'kano', lga: 'dala', ward: 'kofar-mazugal', exact: false };
const learner = {
  id: 7,
  title: 'Musa Kofar',
  reference: null,
  phone: null,
  state: 'kano',
  lga: 'dala',
  updatedAt: '2026-01-01T00:00:00Z',
  match: 'prefix' as const,
  inList: true,
};
const answer = (places: PlaceResult[]): SearchAnswer => ({
  q: 'kofar',
  groups: [{ type: 'learners', results: [learner], more: false }],
  listType: 'learners',
  places,
});
const filterOf = (path: string) => JSON.parse(new URL(path, 'http://x').searchParams.get('filter') ?? '{}') as Record<string, string>;

describe('places in the search box', () => {
  it('come after the records, in a group of their own, and first when a name is the text', () => {
    expect(searchOptions(answer([ward])).map(groupOf)).toEqual(['learners', 'places']);
    expect(searchOptions(answer([{ ...ward, exact: true }])).map(groupOf)).toEqual(['places', 'learners']);
  });

  it('open the first record list the user may open, filtered to the place', () => {
    const reader = { permissions: ['read_learners'] };
    expect(placePath(reader, ward)).toMatch(/^\/admin\/learners\?/);
    expect(filterOf(placePath(reader, ward))).toEqual({ state: 'kano', lga: 'dala', ward: 'kofar-mazugal' });
    expect(filterOf(placePath(reader, { ...ward, kind: 'state', lga: null, ward: null }))).toEqual({ state: 'kano' });
  });
});
