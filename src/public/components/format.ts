/** Formatting shared by the public pages (Nigerian English conventions). */
import { formatCount, SUPPRESSED_LABEL, SUPPRESSED_TEXT, type Count, type ReferenceFigure } from '../../domain/publicData';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "Jan 2024 – Dec 2026", "From Jan 2024", "Dates to be announced". */
export function formatPeriod(start: string | null, end: string | null): string {
  const month = (value: string) => monthFormat.format(new Date(`${value}T00:00:00Z`));
  if (start && end) return `${month(start)} – ${month(end)}`;
  if (start) return `From ${month(start)}`;
  if (end) return `Until ${month(end)}`;
  return 'Dates to be announced';
}

export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-NG', { maximumFractionDigits: 2 })}%`;
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
  return value === null ? `${SUPPRESSED_LABEL} (${SUPPRESSED_TEXT.toLowerCase()})` : formatValue(value, unit);
}

export const STATUS_LABELS = { planned: 'Planned', active: 'Active', completed: 'Completed' } as const;
