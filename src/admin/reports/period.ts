/** The report's period presets and the query they make, from "today" (UTC calendar days). */
import { utc } from '@date-fns/utc';
import { addDays, subDays, subYears } from 'date-fns';

export type PeriodPreset = 'all' | '7d' | '30d' | '12m' | 'custom';

export const PRESETS: readonly { id: PeriodPreset; labelKey: string }[] = [
  { id: '7d', labelKey: 'reports.last7Days' },
  { id: '30d', labelKey: 'reports.last30Days' },
  { id: '12m', labelKey: 'reports.last12Months' },
  { id: 'all', labelKey: 'reports.allTime' },
];

const inUtc = { in: utc };
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** `from`/`to` of a preset ending today; all time has neither. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, now: number): { from?: string; to?: string } {
  const today = isoDay(new Date(now));
  switch (preset) {
    case '7d':
      return { from: isoDay(subDays(now, 6, inUtc)), to: today };
    case '30d':
      return { from: isoDay(subDays(now, 29, inUtc)), to: today };
    case '12m':
      return { from: isoDay(addDays(subYears(now, 1, inUtc), 1, inUtc)), to: today };
    case 'all':
      return {};
  }
}

/** The preset a from/to pair matches (custom when none does). */
export function presetOf(from: string | undefined, to: string | undefined, now: number): PeriodPreset {
  for (const { id } of PRESETS) {
    const range = presetRange(id as Exclude<PeriodPreset, 'custom'>, now);
    if (range.from === from && range.to === to) return id;
  }
  return 'custom';
}
