import { useEffect, useMemo } from 'react';
import type { Clock, TimerHandle } from '../../../providers/clock';

export interface Timers {
  /** Arms `callback` after `delayMs` under `key` (replacing a timer with that key), owned by a collector. */
  start(key: string, delayMs: number, callback: () => void, owner?: number): void;
  clear(key: string): void;
  /** Clears every timer of a collector (its tab was closed). */
  clearOwner(owner: number): void;
}

/** Named one-shot timers on the injected clock, all cleared on unmount. */
export function useTimers(clock: Clock): Timers {
  const timers = useMemo(() => {
    const armed = new Map<string, { handle: TimerHandle; owner?: number }>();
    const clear = (key: string) => {
      const timer = armed.get(key);
      if (timer) clock.clearTimeout(timer.handle);
      armed.delete(key);
    };
    return {
      start(key: string, delayMs: number, callback: () => void, owner?: number) {
        clear(key);
        const handle = clock.setTimeout(() => {
          armed.delete(key);
          callback();
        }, delayMs);
        armed.set(key, { handle, owner });
      },
      clear,
      clearOwner(owner: number) {
        for (const [key, timer] of [...armed]) if (timer.owner === owner) clear(key);
      },
      clearAll() {
        for (const key of [...armed.keys()]) clear(key);
      },
    };
  }, [clock]);
  useEffect(() => () => timers.clearAll(), [timers]);
  return timers;
}
