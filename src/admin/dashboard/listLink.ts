import type { DashboardFilter } from '../../domain/dashboard';
import { RECORD_TYPES, type RecordType } from '../../domain/records';

/**
 * The record list behind a figure: the list's path with react-admin's `filter` parameter (a JSON
 * object in the URL), holding the dashboard's place and period and the figure's own values.
 */
export function recordListLink(type: RecordType, filter: DashboardFilter, extra: Record<string, string | boolean> = {}): string {
  const values: Record<string, string | boolean> = {};
  if (filter.state) values.state = filter.state;
  if (filter.lga) values.lga = filter.lga;
  if (filter.from) values.createdFrom = filter.from;
  if (filter.to) values.createdTo = filter.to;
  Object.assign(values, extra);
  const path = RECORD_TYPES[type].routes.list.path;
  return Object.keys(values).length ? `${path}?filter=${encodeURIComponent(JSON.stringify(values))}` : path;
}
