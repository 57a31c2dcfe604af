import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../helpers/manualClock';

describe('ManualClock', () => {
  it('fires due timeouts in due order and nothing early', () => {
    const clock = new ManualClock(1_000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 200);
    clock.setTimeout(() => fired.push('a'), 100);
    clock.advance(99);
    expect(fired).toEqual([]);
    clock.advance(101);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.now()).toBe(1_200);
  });

  it('fires intervals repeatedly, sees the due time inside callbacks, and stops when cleared', () => {
    const clock = new ManualClock(0);
    const seen: number[] = [];
    const handle = clock.setInterval(() => seen.push(clock.now()), 10);
    clock.advance(35);
    expect(seen).toEqual([10, 20, 30]);
    clock.clearInterval(handle);
    clock.advance(100);
    expect(seen).toEqual([10, 20, 30]);
  });

  it('clearTimeout cancels and timers set inside callbacks fire within the same advance', () => {
    const clock = new ManualClock(0);
    const cancelled = vi.fn();
    const handle = clock.setTimeout(cancelled, 5);
    clock.clearTimeout(handle);
    const nested = vi.fn();
    clock.setTimeout(() => clock.setTimeout(nested, 5), 5);
    clock.advance(10);
    expect(cancelled).not.toHaveBeenCalled();
    expect(nested).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimers()).toBe(0);
  });
});
