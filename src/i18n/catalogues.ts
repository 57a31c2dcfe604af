/**
 * The whole catalogues, English and Hausa: for the admin (i18nProvider.ts), the workbooks' header
 * rows (exportLabels.ts) and the server's English answers. The public site never imports this.
 */
import { en } from './en';
import { ha } from './ha';
import type { AppLocale } from './locale';
import { lookup, type MessageTree } from './translate';

export const CATALOGUES: Record<AppLocale, MessageTree> = { en, ha };

/** The English phrase of `key`, for the server's answers; a key missing from the catalogue is a programming error. */
export function englishPhrase(key: string): string {
  const phrase = lookup(en, key);
  if (phrase === undefined) throw new Error(`No English phrase for ${key}`);
  return phrase;
}
