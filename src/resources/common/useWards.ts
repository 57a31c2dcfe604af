/** The wards of a state and LGA (providers' fetchWards); one request per state and LGA, shared by every caller. */
import { useEffect, useState } from 'react';
import type { Ward } from '../../domain/locations';
import { fetchWards } from '../../providers/locationsApi';

const cache = new Map<string, Promise<readonly Ward[]>>();

function load(state: string, lga: string): Promise<readonly Ward[]> {
  const key = `${state}/${lga}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchWards(state, lga).catch((error: unknown) => {
      cache.delete(key); // let a later render try again
      throw error;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** Forgets the loaded wards (tests; after a ward import). */
export function clearWardCache(): void {
  cache.clear();
}

export interface WardsState {
  wards: readonly Ward[];
  loading: boolean;
  error: boolean;
}

const NONE: WardsState = { wards: [], loading: false, error: false };

/** The wards of `state` + `lga`; none until both are chosen. */
export function useWards(state: string | null | undefined, lga: string | null | undefined): WardsState {
  const key = state && lga ? `${state}/${lga}` : '';
  const [result, setResult] = useState<{ key: string; value: WardsState }>({ key: '', value: NONE });
  useEffect(() => {
    if (!state || !lga) return;
    let live = true;
    load(state, lga).then(
      (wards) => live && setResult({ key: `${state}/${lga}`, value: { wards, loading: false, error: false } }),
      () => live && setResult({ key: `${state}/${lga}`, value: { wards: [], loading: false, error: true } }),
    );
    return () => {
      live = false;
    };
  }, [state, lga]);
  if (!key) return NONE;
  return result.key === key ? result.value : { wards: [], loading: true, error: false };
}
