import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlPatch = Record<string, string | null | undefined>;

/**
 * The view of a page kept in the query string, so that a link reproduces it. `set` merges a patch
 * (empty, null or the default → removed) and replaces the history entry.
 */
export function useUrlState(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string): string => params.get(key) ?? defaults[key] ?? '', [params, defaults]);
  const set = useCallback(
    (patch: UrlPatch) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );
  return { params, get, set };
}
