/**
 * Where the search leads: a result to its record's page (the record catalogue's detail screen),
 * or, for a user who may read the record but not open that screen, to the list showing just it;
 * Enter to the list of a type filtered by the typed text; a place to the records there.
 */
import type { PermissionSubject } from '../../domain/permissions';
import { canOpenPath } from '../../domain/navigation';
import { RECORD_TYPES, RECORD_TYPE_NAMES, detailPath, type RecordType } from '../../domain/records';
import type { PlaceResult } from '../../providers/searchApi';
import type { SearchOption } from './searchOptions';

/** A record list with a react-admin filter in its URL, e.g. /admin/learners?filter={"q":"musa"}. */
export function filteredListPath(type: RecordType, filter: Record<string, unknown>): string {
  return `${RECORD_TYPES[type].routes.list.path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

export function resultPath(user: PermissionSubject | null | undefined, type: RecordType, id: number): string {
  const path = detailPath(type, id);
  return canOpenPath(user, path) ? path : filteredListPath(type, { id });
}

/** The records of a place: the first list of the catalogue the user may open, filtered to the place. */
export function placePath(user: PermissionSubject | null | undefined, place: PlaceResult): string {
  const type = RECORD_TYPE_NAMES.find((name) => canOpenPath(user, RECORD_TYPES[name].routes.list.path)) ?? RECORD_TYPE_NAMES[0];
  const filter: Record<string, string> = { state: place.state };
  if (place.lga) filter.lga = place.lga;
  if (place.ward) filter.ward = place.ward;
  return filteredListPath(type, filter);
}

/** Where choosing an option leads; `q` is the text the answer is for. */
export function optionPath(user: PermissionSubject | null | undefined, option: SearchOption, q: string): string {
  if (option.kind === 'place') return placePath(user, option.place);
  return option.kind === 'list' ? filteredListPath(option.type, { q }) : resultPath(user, option.type, option.result.id);
}
