/** The public site's hooks: the chosen locale and a translate function bound to it. */
import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, type AppLocale } from './locale';
import { translateIn, type Translate } from './translate';

export function useLocale(): AppLocale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

export function useTranslate(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, options) => translateIn(locale, key, options), [locale]);
}
