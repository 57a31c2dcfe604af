/**
 * The collector's phrases: its shell (collect.*) and its forms (collectForms.*), English in the
 * first load, Hausa fetched when chosen. The language choice is the one the whole site shares.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { collectEn } from '../i18n/areas/collect.en';
import { collectFormsEn } from '../i18n/areas/collectForms.en';
import { getLocale, setLocale, subscribeLocale, type AppLocale } from '../i18n/locale';
import { interpolate, lookup, type MessageTree, type Translate } from '../i18n/messages';

const trees: Record<AppLocale, MessageTree | undefined> = { en: { collect: collectEn, collectForms: collectFormsEn }, ha: undefined };
const listeners = new Set<() => void>();
let revision = 0;

async function load(locale: AppLocale): Promise<void> {
  if (trees[locale]) return;
  const { collectHausa } = await import('./i18n.ha');
  trees[locale] = collectHausa;
  revision += 1;
  listeners.forEach((listener) => listener());
}

/** Switches the language once its phrases are in. */
export async function chooseLanguage(locale: AppLocale): Promise<void> {
  await load(locale);
  setLocale(locale);
}

export function translate(key: string, options?: Parameters<Translate>[1]): string {
  const phrase = lookup(trees[getLocale()], key) ?? lookup(trees.en, key) ?? key;
  return interpolate(phrase, options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopLocale = subscribeLocale(listener);
  return () => {
    listeners.delete(listener);
    stopLocale();
  };
}

/** `t` that re-renders on a change of language (and when Hausa arrives). */
export function useT(): { t: Translate; locale: AppLocale } {
  const locale = useSyncExternalStore(subscribe, getLocale);
  const loaded = useSyncExternalStore(subscribe, () => revision);
  if (!trees[locale]) void load(locale);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` when the language or its phrases change
  const t = useCallback<Translate>((key, options) => translate(key, options), [locale, loaded]);
  return { t, locale };
}
