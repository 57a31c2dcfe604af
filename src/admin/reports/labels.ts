import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';

export const TYPE_LABELS: Record<(typeof PERFORMANCE_RECORD_TYPES)[number], string> = {
  schools: 'Learning centres',
  learners: 'Learners',
  staff: 'Staff',
  communities: 'Communities',
  households: 'Households',
  outOfSchoolChildren: 'Out-of-school children',
};

export function collectorName(row: CollectorPerformance): string {
  return row.collector ? row.collector.fullName || row.collector.email : 'No collector (office entry or deleted account)';
}

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export const formatTime = (iso: string | null) => (iso ? `${TIME.format(new Date(iso))} UTC` : '—');
