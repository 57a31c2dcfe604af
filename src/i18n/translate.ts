/**
 * Key lookup and `%{name}` interpolation in polyglot's syntax, for the public site: the same
 * catalogues as the admin's polyglot provider, without loading react-admin's packages (the public
 * site's first JavaScript must carry no admin code).
 */
import { en } from './en';
import { ha } from './ha';
import type { AppLocale } from './locale';

export type TranslateOptions = Record<string, string | number>;
export type Translate = (key: string, options?: TranslateOptions) => string;

interface MessageTree {
  [key: string]: string | MessageTree;
}

export const CATALOGUES: Record<AppLocale, MessageTree> = { en, ha };

export function lookup(tree: MessageTree, key: string): string | undefined {
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

/** A missing Hausa phrase falls back to English, a missing key to the key itself. */
export function translateIn(locale: AppLocale, key: string, options?: TranslateOptions): string {
  const phrase = lookup(CATALOGUES[locale], key) ?? lookup(en, key) ?? key;
  return interpolate(phrase, options);
}

/** The English phrase of `key`, for the server's answers; a key missing from the catalogue is a programming error. */
export function englishPhrase(key: string): string {
  const phrase = lookup(en, key);
  if (phrase === undefined) throw new Error(`No English phrase for ${key}`);
  return phrase;
}
