/** The report's period presets and the query they make, from "today" (UTC calendar days). */
export type PeriodPreset = 'all' | '7d' | '30d' | '12m' | 'custom';

export const PRESETS: readonly { id: PeriodPreset; labelKey: string }[] = [
  { id: '7d', labelKey: 'reports.last7Days' },
  { id: '30d', labelKey: 'reports.last30Days' },
  { id: '12m', labelKey: 'reports.last12Months' },
  { id: 'all', labelKey: 'reports.allTime' },
];

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `from`/`to` of a preset ending today; all time has neither. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, now: number): { from?: string; to?: string } {
  const today = isoDay(now);
  switch (preset) {
    case '7d':
      return { from: isoDay(now - 6 * DAY), to: today };
    case '30d':
      return { from: isoDay(now - 29 * DAY), to: today };
    case '12m': {
      const start = new Date(now);
      start.setUTCFullYear(start.getUTCFullYear() - 1);
      return { from: isoDay(start.getTime() + DAY), to: today };
    }
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
