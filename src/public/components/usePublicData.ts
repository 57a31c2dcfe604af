import { useCallback, useEffect, useState } from 'react';

interface Loaded<T> {
  load: () => Promise<T>;
  data?: T;
  error?: Error;
}

export interface PublicData<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  retry: () => void;
}

/**
 * Runs `load` (a stable function: a `publicApi` method or a useCallback) and keeps its answer;
 * runs it again when `load` changes or on `retry`.
 */
export function usePublicData<T>(load: () => Promise<T>): PublicData<T> {
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ load, data }),
      (error: unknown) => live && setState({ load, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);
  const current = state?.load === load ? state : null;
  return { data: current?.data, error: current?.error, loading: !current, retry };
}
