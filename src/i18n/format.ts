/** Numbers and dates in the chosen language's conventions (Nigerian English or Hausa). */
import { getLocale, type AppLocale } from './locale';

function supported(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** Browsers or Node builds without Hausa data fall back to plain 'ha', then to Nigerian English. */
const HAUSA_TAG = ['ha-NG', 'ha'].find(supported) ?? 'en-NG';

/** English keeps the tags the site has always used: en-NG for numbers, en-GB for dates. */
const INTL_TAGS: Record<AppLocale, { number: string; date: string }> = {
  en: { number: 'en-NG', date: 'en-GB' },
  ha: { number: HAUSA_TAG, date: HAUSA_TAG },
};

export function numberLocale(locale: AppLocale = getLocale()): string {
  return INTL_TAGS[locale].number;
}

export function dateLocale(locale: AppLocale = getLocale()): string {
  return INTL_TAGS[locale].date;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(numberLocale(), options);
}

export function formatDateTime(date: Date, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(dateLocale(), options).format(date);
}
