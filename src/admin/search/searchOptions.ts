/** The search answer as the flat, grouped option list of the search box. */
import type { RecordType } from '../../domain/records';
import type { SearchAnswer, SearchResult } from '../../providers/searchApi';

export type SearchOption =
  | { kind: 'record'; key: string; type: RecordType; result: SearchResult }
  /** "See all matches in …": the type's list filtered by the text. */
  | { kind: 'list'; key: string; type: RecordType };

/** Group headings, one per record type. */
export const GROUP_LABEL_KEYS: Readonly<Record<RecordType, string>> = {
  schools: 'search.groups.schools',
  learners: 'search.groups.learners',
  staff: 'search.groups.staff',
  communities: 'search.groups.communities',
  households: 'search.groups.households',
  outOfSchoolChildren: 'search.groups.outOfSchoolChildren',
};

export function searchOptions(answer: SearchAnswer | undefined): SearchOption[] {
  if (!answer) return [];
  return answer.groups.flatMap((group) => {
    const records: SearchOption[] = group.results.map((result) => ({ kind: 'record', key: `${group.type}:${result.id}`, type: group.type, result }));
    // Only where the list filtered by the text shows what was found.
    const seeAll: SearchOption[] = group.more && group.results.some((result) => result.inList) ? [{ kind: 'list', key: `${group.type}:all`, type: group.type }] : [];
    return [...records, ...seeAll];
  });
}
