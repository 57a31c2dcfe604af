/** Formatting shared by the public pages, in the chosen language's conventions (src/i18n). */
import { formatCount as formatCountIn, SUPPRESSED_LABEL, type Count, type ReferenceFigure } from '../../domain/publicData';
import { formatDate as formatDay, formatMonth, numberLocale } from '../../i18n/format';
import { getLocale } from '../../i18n/locale';
import { translateIn } from '../../i18n/translate';

/** A count with the chosen locale's digit grouping; null → SUPPRESSED_LABEL. */
export function formatCount(count: Count): string {
  return formatCountIn(count, numberLocale());
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDay(date, { timeZone: 'UTC' });
}

/** "Jan 2024 – Dec 2026", "From Jan 2024", "Dates to be announced". */
export function formatPeriod(start: string | null, end: string | null): string {
  const month = (value: string) => formatMonth(new Date(`${value}T00:00:00Z`), { timeZone: 'UTC' });
  const t = (key: string, options?: Record<string, string>) => translateIn(getLocale(), key, options);
  if (start && end) return `${month(start)} – ${month(end)}`;
  if (start) return t('programmes.from', { month: month(start) });
  if (end) return t('programmes.until', { month: month(end) });
  return t('programmes.datesToBeAnnounced');
}

export function formatPercent(value: number): string {
  return `${value.toLocaleString(numberLocale(), { maximumFractionDigits: 2 })}%`;
}

/** A reference figure's value in its unit. */
export function formatReference(figure: Pick<ReferenceFigure, 'value' | 'unit'>): string {
  return figure.unit === 'percent' ? formatPercent(figure.value) : formatCount(figure.value);
}

/** A value of an indicator: undefined (no data) → "–", null (hidden) → SUPPRESSED_LABEL. */
export function formatValue(value: Count | undefined, unit: 'percent' | 'count'): string {
  if (value === undefined) return '–';
  if (value === null) return formatCount(null);
  return unit === 'percent' ? formatPercent(value) : formatCount(value);
}

/** formatValue spelled out where the marker stands alone (map labels and tooltips): "x (hidden to protect privacy)". */
export function describeValue(value: Count | undefined, unit: 'percent' | 'count'): string {
  return value === null ? translateIn(getLocale(), 'publicCommon.hiddenValue', { label: SUPPRESSED_LABEL }) : formatValue(value, unit);
}

/** Translation keys of the programme statuses (English: Planned, Active, Completed). */
export const STATUS_LABEL_KEYS = { planned: 'programmes.planned', active: 'programmes.active', completed: 'programmes.completed' } as const;
