import { useEffect, useState } from 'react';
import type { Clock } from '../../../providers/clock';

export interface Polled<T> {
  data: T | undefined;
  /** A request is on the way (the header's refreshing indicator). */
  refreshing: boolean;
}

interface Answer<T> {
  key: string;
  data?: T;
}

/**
 * Calls `load` now and then every `intervalMs` on `clock` while `key` is not null; a new key (or
 * `version`) loads again at once. Answers for an older key are dropped, failures keep the last data.
 */
export function usePolled<T>(key: string | null, load: () => Promise<T>, intervalMs: number, clock: Clock, version = 0): Polled<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [inFlight, setInFlight] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let busy = false;
    const run = () => {
      if (busy) return;
      busy = true;
      setInFlight((count) => count + 1);
      load()
        .then((data) => {
          if (live) setAnswer({ key, data });
        })
        .catch(() => undefined) // the httpClient has logged it; keep the last answer
        .finally(() => {
          busy = false;
          setInFlight((count) => count - 1);
        });
    };
    run();
    const handle = clock.setInterval(run, intervalMs);
    return () => {
      live = false;
      clock.clearInterval(handle);
    };
    // `load` is read through the key: a new key means a new thing to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version, intervalMs, clock]);
  return { data: answer && answer.key === key ? answer.data : undefined, refreshing: inFlight > 0 };
}
