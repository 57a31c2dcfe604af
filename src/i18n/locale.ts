/**
 * The chosen language, remembered in the browser and shared by the public site and the admin.
 * Plain module state with subscribers, so it works outside <Admin> and without a provider.
 */
import { DEFAULT_LOCALE, isAppLocale, type AppLocale } from '../domain/locales';

export { DEFAULT_LOCALE, isAppLocale, LOCALES, type AppLocale } from '../domain/locales';

export const LOCALE_STORAGE_KEY = 'edu.locale';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readStoredLocale(): AppLocale {
  const stored = storage()?.getItem(LOCALE_STORAGE_KEY);
  return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Screen readers and the browser's hyphenation and spell-check read the page in this language. */
function applyDocumentLanguage(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

let current: AppLocale = readStoredLocale();
applyDocumentLanguage(current);
const listeners = new Set<() => void>();

export function getLocale(): AppLocale {
  return current;
}

export function setLocale(locale: AppLocale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  if (locale === current) return;
  current = locale;
  applyDocumentLanguage(locale);
  listeners.forEach((listener) => listener());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
