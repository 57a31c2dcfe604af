/** react-admin's own texts in Hausa: every key of ra-language-english, translated, placeholders kept. */
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { setLocale } from '../../../src/i18n/locale';
import { raHausaMessages } from '../../../src/i18n/raHausa';

import { flatten, type Tree } from '../../helpers/catalogueTree';

const english = flatten(englishMessages as unknown as Tree);
const hausa = flatten(raHausaMessages as unknown as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/%\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const pluralForms = (text: string) => text.split('||||').length;

describe("react-admin's messages in Hausa", () => {
  afterEach(() => setLocale('en'));

  it('has exactly the keys of ra-language-english', () => {
    expect([...hausa.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders and plural forms of each message', () => {
    const differ = [...english].filter(
      ([key, text]) => placeholders(text) !== placeholders(hausa.get(key) ?? '') || pluralForms(text) !== pluralForms(hausa.get(key) ?? ''),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('translates every message that has words (only placeholders and the blank null label stay alike)', () => {
    const same = [...english].filter(([key, text]) => hausa.get(key) === text && /[A-Za-z]{2,}/.test(text.replace(/%\{\w+\}/g, '')));
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it("is what the admin's provider answers in Hausa, pager and sort labels included", async () => {
    const provider = createI18nProvider();
    await provider.changeLocale('ha');
    expect(provider.translate('ra.navigation.page_rows_per_page')).toBe('Layuka a kowane shafi:');
    expect(provider.translate('ra.navigation.next')).toBe('Je zuwa shafi na gaba');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('An zaɓi abubuwa 3');
    await provider.changeLocale('en');
    expect(provider.translate('ra.navigation.page_rows_per_page')).toBe('Rows per page:');
  });
});
