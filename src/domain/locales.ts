/** The languages the platform speaks: the browser's choice and the headers of an export. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ha', name: 'Hausa' },
] as const;

export type AppLocale = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: AppLocale = 'en';

export const LOCALE_CODES = LOCALES.map((entry) => entry.locale) as [AppLocale, ...AppLocale[]];

export function isAppLocale(value: unknown): value is AppLocale {
  return LOCALES.some((entry) => entry.locale === value);
}
