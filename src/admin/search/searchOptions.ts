/** The search answer as the flat, grouped option list of the search box. */
import type { RecordType } from '../../domain/records';
import type { PlaceResult, SearchAnswer, SearchResult } from '../../providers/searchApi';

export type SearchOption =
  | { kind: 'record'; key: string; type: RecordType; result: SearchResult }
  /** "See all matches in …": the type's list filtered by the text. */
  | { kind: 'list'; key: string; type: RecordType }
  /** A state, LGA or ward: the records there. */
  | { kind: 'place'; key: string; place: PlaceResult };

/** Options are grouped by record type, places in a group of their own. */
export type SearchGroupName = RecordType | 'places';

/** Group headings. */
export const GROUP_LABEL_KEYS: Readonly<Record<SearchGroupName, string>> = {
  schools: 'search.groups.schools',
  learners: 'search.groups.learners',
  staff: 'search.groups.staff',
  communities: 'search.groups.communities',
  households: 'search.groups.households',
  outOfSchoolChildren: 'search.groups.outOfSchoolChildren',
  places: 'search.groups.places',
};

export const groupOf = (option: SearchOption): SearchGroupName => (option.kind === 'place' ? 'places' : option.type);

export function searchOptions(answer: SearchAnswer | undefined): SearchOption[] {
  if (!answer) return [];
  const records = answer.groups.flatMap((group) => {
    const found: SearchOption[] = group.results.map((result) => ({ kind: 'record', key: `${group.type}:${result.id}`, type: group.type, result }));
    // Only where the list filtered by the text shows what was found.
    const seeAll: SearchOption[] =
      group.more && group.results.some((result) => result.inList) ? [{ kind: 'list', key: `${group.type}:all`, type: group.type }] : [];
    return [...found, ...seeAll];
  });
  const places: SearchOption[] = answer.places.map((place) => ({
    kind: 'place',
    key: `place:${[place.kind, place.state, place.lga, place.ward].filter(Boolean).join('/')}`,
    place,
  }));
  // A place named exactly by the text comes first; otherwise the records do.
  return answer.places.some((place) => place.exact) ? [...places, ...records] : [...records, ...places];
}
