import { notifyManager, timeoutManager, type ManagedTimerId, type TimeoutProvider } from '@tanstack/react-query';
import type { Clock, TimerHandle } from '../../src/providers/clock';

interface RoutedTimer {
  clock: Clock;
  handle: TimerHandle;
  [Symbol.toPrimitive]: () => number;
}

let current: Clock | null = null;
let nextId = 1;

const route = (clock: Clock, handle: TimerHandle): RoutedTimer => {
  const id = nextId++;
  return { clock, handle, [Symbol.toPrimitive]: () => id };
};
const routed = (timer: ManagedTimerId | undefined): RoutedTimer | undefined =>
  typeof timer === 'object' && timer !== null && 'clock' in timer ? (timer as RoutedTimer) : undefined;
const active = (): Clock => {
  if (!current) throw new Error('runQueriesOn(clock) was not called');
  return current;
};

/**
 * react-query's timers (refetchInterval, gcTime) run on the test's clock from here on, and its
 * notifications reach React in a microtask (inside `act`) rather than a real timer. One provider is
 * installed once and follows the latest clock; each timer is cleared on the clock that armed it.
 */
const provider: TimeoutProvider<RoutedTimer> = {
  setTimeout: (callback, delay) => route(active(), active().setTimeout(callback, delay)),
  clearTimeout: (timer) => {
    const found = routed(timer);
    found?.clock.clearTimeout(found.handle);
  },
  setInterval: (callback, delay) => route(active(), active().setInterval(callback, delay)),
  clearInterval: (timer) => {
    const found = routed(timer);
    found?.clock.clearInterval(found.handle);
  },
};

export function runQueriesOn(clock: Clock): void {
  if (current === null) {
    timeoutManager.setTimeoutProvider(provider);
    notifyManager.setScheduler(queueMicrotask);
  }
  current = clock;
}
