/**
 * Key lookup and `%{name}` interpolation in polyglot's syntax, for the public site, without
 * loading react-admin's packages (the public site's first JavaScript carries no admin code). The
 * site starts with its own English catalogue (public.en.ts) and fetches Hausa when a visitor
 * chooses it; the admin installs its whole catalogues (i18nProvider.ts), which hold the public ones.
 */
import { publicEn } from './public.en';
import { setLocale, type AppLocale } from './locale';

export type TranslateOptions = Record<string, string | number>;
export type Translate = (key: string, options?: TranslateOptions) => string;

export interface MessageTree {
  [key: string]: string | MessageTree;
}

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

export function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(phrase: string, options: TranslateOptions | undefined): string {
  if (!options) return phrase;
  return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
}

/** A missing Hausa phrase (or one not loaded yet) falls back to English, a missing key to the key itself. */
export function translateIn(locale: AppLocale, key: string, options?: TranslateOptions): string {
  const phrase = lookup(installed[locale], key) ?? lookup(installed.en, key) ?? key;
  return interpolate(phrase, options);
}
