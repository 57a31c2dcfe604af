import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';
import { formatDateTime } from '../../i18n/format';

export const TYPE_LABEL_KEYS: Record<(typeof PERFORMANCE_RECORD_TYPES)[number], string> = {
  schools: 'reports.types.schools',
  learners: 'reports.types.learners',
  staff: 'reports.types.staff',
  communities: 'reports.types.communities',
  households: 'reports.types.households',
  outOfSchoolChildren: 'reports.types.outOfSchoolChildren',
};

/** The collector's name, else e-mail; `noCollector` for office entries and deleted accounts. */
export function collectorName(row: CollectorPerformance, noCollector: string): string {
  return row.collector ? row.collector.fullName || row.collector.email : noCollector;
}

/** "5 Mar 2026, 10:00 UTC" in the chosen language; the report counts in UTC days. */
export const formatTime = (iso: string | null) =>
  iso ? `${formatDateTime(new Date(iso), { timeZone: 'UTC' })} UTC` : '—';
