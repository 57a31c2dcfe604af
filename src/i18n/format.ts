/**
 * Numbers, dates and times in the chosen language's conventions (Nigerian English or Hausa).
 * Dates and times have one format per language, written here and nowhere else: "12 Mar 2026,
 * 14:05" in English, "12 Mar 2026, 14:05" with Hausa month names in Hausa. Browsers differ in
 * the Hausa they know (Chromium has none), so the month names come from the catalogues and
 * only the calendar arithmetic from Intl.
 */
import { getLocale, type AppLocale } from './locale';
import { translateIn } from './translate';

function supported(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** Browsers or Node builds without Hausa data fall back to plain 'ha', then to Nigerian English. */
const HAUSA_TAG = ['ha-NG', 'ha'].find(supported) ?? 'en-NG';

const NUMBER_TAGS: Record<AppLocale, string> = { en: 'en-NG', ha: HAUSA_TAG };

export function numberLocale(locale: AppLocale = getLocale()): string {
  return NUMBER_TAGS[locale];
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(numberLocale(), options);
}

/** Where a date is read: the browser's time zone, or UTC for calendar days stored as UTC midnight. */
export interface DateZone {
  timeZone?: 'UTC';
}

interface DateParts {
  day: string;
  month: string;
  year: string;
  time: string;
}

const PARTS = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, zone: DateZone | undefined, locale: AppLocale): DateParts {
  const timeZone = zone?.timeZone;
  const key = timeZone ?? 'local';
  let format = PARTS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    PARTS.set(key, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    // en-GB pads the day once a 2-digit hour is asked for: "5 Mar", not "05 Mar".
    day: String(Number(part('day'))),
    month: translateIn(locale, `dates.months.${Number(part('month'))}`),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A moment: "12 Mar 2026, 14:05". */
export function formatDateTime(date: Date, zone?: DateZone): string {
  const { day, month, year, time } = partsOf(date, zone, getLocale());
  return `${day} ${month} ${year}, ${time}`;
}

/** A time of day to the second, as device logs are read: "14:05:09". */
export function formatClock(date: Date): string {
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
}

/** A calendar day: "12 Mar 2026". */
export function formatDate(date: Date, zone?: DateZone): string {
  const { day, month, year } = partsOf(date, zone, getLocale());
  return `${day} ${month} ${year}`;
}

/** A month: "Mar 2026". */
export function formatMonth(date: Date, zone?: DateZone): string {
  const { month, year } = partsOf(date, zone, getLocale());
  return `${month} ${year}`;
}
