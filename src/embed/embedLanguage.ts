/**
 * The embed's language comes from its address (?lang=), not from the visitor's choice on the
 * site: an embed page must not change the language the site remembers for them.
 */
import { LOCALE_STORAGE_KEY, setLocale, type AppLocale } from '../i18n/locale';
import { loadCatalogue } from '../i18n/translate';

function rememberedLocale(): { restore: () => void } {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    return {
      restore: () => {
        if (stored === null) globalThis.localStorage?.removeItem(LOCALE_STORAGE_KEY);
        else globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, stored);
      },
    };
  } catch {
    // Storage refused (a sandboxed or third-party frame): nothing is remembered, nothing to put back.
    return { restore: () => undefined };
  }
}

export async function applyLanguageOfAddress(locale: AppLocale): Promise<void> {
  await loadCatalogue(locale);
  const remembered = rememberedLocale();
  setLocale(locale);
  try {
    remembered.restore();
  } catch {
    // As above: storage that refuses to be read refuses to be written too.
  }
}
