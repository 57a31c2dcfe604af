/**
 * The admin's react-admin i18nProvider (polyglot): react-admin's own English messages merged with
 * ours. No Hausa pack of react-admin exists, so its built-in texts (ra.*) stay English in Hausa.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { en } from './en';
import { ha } from './ha';
import { getLocale, isAppLocale, LOCALES, setLocale, subscribeLocale, type AppLocale } from './locale';

const MESSAGES: Record<AppLocale, TranslationMessages> = {
  en: { ...englishMessages, ...en },
  ha: { ...englishMessages, ...ha },
};

/** react-admin's own store remembers a locale too ('RaStore.locale'); keep it equal to ours. */
function alignReactAdminStore(locale: AppLocale): void {
  try {
    const key = 'RaStore.locale';
    if (globalThis.localStorage?.getItem(key) !== null) globalThis.localStorage.setItem(key, JSON.stringify(locale));
  } catch {
    // No storage: react-admin then starts from getLocale() anyway.
  }
}

export function createI18nProvider(): I18nProvider {
  const initial = getLocale();
  alignReactAdminStore(initial);
  const base = polyglotI18nProvider((locale) => MESSAGES[isAppLocale(locale) ? locale : 'en'], initial, [...LOCALES]);
  // A choice made on the public site while the admin code is already loaded (client-side navigation).
  subscribeLocale(() => {
    const chosen = getLocale();
    alignReactAdminStore(chosen);
    if (base.getLocale() !== chosen) void base.changeLocale(chosen);
  });
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      if (isAppLocale(locale)) setLocale(locale);
    },
  };
}

export const i18nProvider = createI18nProvider();
