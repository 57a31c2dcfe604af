/**
 * A reference figure's words in the chosen language. The figures are stored in English; a stored
 * text the catalogue knows (the seeded words, src/i18n/areas/referenceFigures.*) is translated,
 * and a text staff have edited since is shown as they wrote it.
 */
import { publicEn } from '../../i18n/public.en';
import type { Translate } from '../../i18n/translate';

const KEY_BY_ENGLISH: ReadonlyMap<string, string> = new Map<string, string>(
  Object.entries(publicEn.referenceTexts).map(([name, text]) => [text, `referenceTexts.${name}`]),
);

/** A figure's year: "c. 2017" (circa, as stored) in the chosen language; a plain year as it is. */
export function referenceYear(t: Translate, year: string): string {
  const circa = /^c\. ?(\d{4})$/.exec(year);
  return circa ? t('publicCommon.aboutYear', { year: circa[1] }) : year;
}

export function referenceText(t: Translate, stored: string): string {
  const key = KEY_BY_ENGLISH.get(stored);
  return key ? t(key) : stored;
}
