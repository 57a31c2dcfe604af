import { openDuplicatesFilter, recordListFilter, type DashboardFilter, type RecordListFilter } from '../../domain/dashboard';
import { RECORD_TYPES, type RecordType } from '../../domain/records';

/** `path` with react-admin's `filter` parameter holding `values`. */
export const withFilter = (path: string, values: object) =>
  Object.keys(values).length ? `${path}?filter=${encodeURIComponent(JSON.stringify(values))}` : path;

/**
 * The record list behind a figure: the list's path with react-admin's `filter` parameter (a JSON
 * object in the URL), the one the server counted the figure with (recordListFilter).
 */
export function recordListLink(type: RecordType, filter: DashboardFilter, extra: RecordListFilter = {}): string {
  return withFilter(RECORD_TYPES[type].routes.list.path, recordListFilter(filter, extra));
}

/** The open possible duplicates in the filter's state. */
export function openDuplicatesLink(filter: DashboardFilter): string {
  return withFilter('/admin/duplicates', openDuplicatesFilter(filter));
}
