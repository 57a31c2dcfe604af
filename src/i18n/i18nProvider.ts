/**
 * The admin's react-admin i18nProvider (polyglot): react-admin's own messages (English from
 * ra-language-english, Hausa from raHausa.ts) merged with ours.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { CATALOGUES } from './catalogues';
import { raHausaMessages } from './raHausa';
import { installCatalogue } from './translate';
import { getLocale, isAppLocale, LOCALES, setLocale, subscribeLocale, type AppLocale } from './locale';

const MESSAGES: Record<AppLocale, TranslationMessages> = {
  en: { ...englishMessages, ...CATALOGUES.en },
  ha: { ...raHausaMessages, ...CATALOGUES.ha },
};
// The admin's screens outside react-admin's context (session guards) translate with these too.
for (const { locale } of LOCALES) installCatalogue(locale, CATALOGUES[locale]);

/** react-admin's create/update/delete toast of a resource (useCreateController and friends ask for it first). */
const RESOURCE_TOAST = /^resources\.([^.]+)\.notifications\.(created|updated|deleted)$/;
/** react-admin's texts we replace: a missing record says "not found" in our words. */
const REPLACED: Readonly<Record<string, string>> = { 'ra.notification.item_doesnt_exist': 'recordShow.notFound' };

/**
 * Our translate over react-admin's: a resource's toast that no area defines names the resource
 * ("Programme created.") instead of react-admin's "Element created".
 */
export function withResourceToasts(translate: I18nProvider['translate']): I18nProvider['translate'] {
  return (key, options) => {
    const toast = RESOURCE_TOAST.exec(key);
    if (!toast) return translate(REPLACED[key] ?? key, options);
    const missing = '\u0000';
    const own = translate(key, { ...options, _: missing });
    if (own !== missing) return own;
    const [, resource, action] = toast;
    const name = translate(`resources.${resource}.name`, { smart_count: 1, _: translate('toasts.record') });
    return translate(`toasts.${action}`, { name });
  };
}

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
    translate: withResourceToasts(base.translate),
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      if (isAppLocale(locale)) setLocale(locale);
    },
  };
}

export const i18nProvider = createI18nProvider();
