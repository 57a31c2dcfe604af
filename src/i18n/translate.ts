/**
 * Key lookup and `%{name}` interpolation in polyglot's syntax, for the public site, without
 * loading react-admin's packages (the public site's first JavaScript carries no admin code). The
 * site starts with its own English catalogue (public.en.ts) and fetches Hausa when a visitor
 * chooses it; the admin installs its whole catalogues (i18nProvider.ts), which hold the public ones.
 */
import { publicEn } from './public.en';
import { setLocale, type AppLocale } from './locale';
import { interpolate, lookup, type MessageTree, type TranslateOptions } from './messages';

export { lookup, type MessageTree, type Translate, type TranslateOptions } from './messages';

const installed: Record<AppLocale, MessageTree | undefined> = { en: publicEn, ha: undefined };

const PUBLIC_CATALOGUES: Record<AppLocale, () => Promise<MessageTree>> = {
  en: () => Promise.resolve(publicEn),
  ha: () => import('./public.ha').then((module) => module.publicHa),
};

/** Puts a whole catalogue in place (the admin's, a superset of the public site's). */
export function installCatalogue(locale: AppLocale, tree: MessageTree): void {
  installed[locale] = tree;
}

/** Fetches the public site's catalogue of `locale` unless one is already in place. */
export async function loadCatalogue(locale: AppLocale): Promise<void> {
  if (installed[locale]) return;
  const tree = await PUBLIC_CATALOGUES[locale]();
  installed[locale] ??= tree; // the admin's whole catalogue may have arrived meanwhile
}

/** Switches the site's language once its phrases are in, so no text flashes in English first. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  await loadCatalogue(locale);
  setLocale(locale);
}

/** A missing Hausa phrase (or one not loaded yet) falls back to English, a missing key to the key itself. */
export function translateIn(locale: AppLocale, key: string, options?: TranslateOptions): string {
  const phrase = lookup(installed[locale], key) ?? lookup(installed.en, key) ?? key;
  return interpolate(phrase, options);
}
