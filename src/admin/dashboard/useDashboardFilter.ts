import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DashboardFilter } from '../../domain/dashboard';
import { lgaBySlug, stateBySlug } from '../../domain/locations';

const KEYS = ['state', 'lga', 'from', 'to'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the URL holds it (?state=kano&lga=…&from=…&to=…), unknown or malformed values left out. */
export function filterFromParams(params: URLSearchParams): DashboardFilter {
  const filter: DashboardFilter = {};
  const state = params.get('state') ?? '';
  if (stateBySlug(state)) {
    filter.state = state;
    const lga = params.get('lga') ?? '';
    if (lgaBySlug(state, lga)) filter.lga = lga;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key) ?? '';
    if (ISO_DATE.test(value)) filter[key] = value;
  }
  return filter;
}

/** The dashboard filter, kept in the URL so that a link or a reload shows the same figures. */
export function useDashboardFilter() {
  const [params, setParams] = useSearchParams();
  const key = KEYS.map((name) => params.get(name) ?? '').join('|');
  // Kept while the four values stay the same, so that the sections do not load again.
  const filter = useMemo(() => filterFromParams(new URLSearchParams(KEYS.map((name, i) => [name, key.split('|')[i]]))), [key]);
  const change = useCallback(
    (patch: Partial<Record<(typeof KEYS)[number], string>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          // An LGA belongs to its state.
          if ('state' in patch) next.delete('lga');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filter, change, clear };
}
