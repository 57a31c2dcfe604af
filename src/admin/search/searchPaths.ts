/**
 * Where the search leads: a result to its record's page (the record catalogue's detail screen),
 * or, for a user who may read the record but not open that screen, to the list showing just it;
 * Enter to the list of a type filtered by the typed text.
 */
import type { PermissionSubject } from '../../domain/permissions';
import { canOpenPath } from '../../domain/navigation';
import { RECORD_TYPES, detailPath, type RecordType } from '../../domain/records';

/** A record list with a react-admin filter in its URL, e.g. /admin/learners?filter={"q":"musa"}. */
export function filteredListPath(type: RecordType, filter: Record<string, unknown>): string {
  return `${RECORD_TYPES[type].routes.list.path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

export function resultPath(user: PermissionSubject | null | undefined, type: RecordType, id: number): string {
  const path = detailPath(type, id);
  return canOpenPath(user, path) ? path : filteredListPath(type, { id });
}
