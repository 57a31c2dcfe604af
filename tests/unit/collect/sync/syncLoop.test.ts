import { afterEach, describe, expect, it } from 'vitest';
import { SyncLoop, type SyncLoopOptions, type SyncLoopState, type SyncRunOutcome } from '../../../../src/collect/sync/syncLoop';

/** A clock and timers the test moves by hand. */
class FakeClock {
  time = 1_000_000;
  private pending: Array<{ id: number; at: number; callback: () => void }> = [];
  private nextId = 1;
  readonly now = () => this.time;
  readonly timers = {
    set: (callback: () => void, ms: number) => {
      const id = this.nextId++;
      this.pending.push({ id, at: this.time + ms, callback });
      return id;
    },
    clear: (handle: unknown) => {
      this.pending = this.pending.filter(({ id }) => id !== handle);
    },
  };

  /** When the one armed timer fires, relative to now; undefined when none is armed. */
  get armedIn(): number | undefined {
    return this.pending.length === 1 ? this.pending[0].at - this.time : undefined;
  }

  async advance(ms: number): Promise<void> {
    this.time += ms;
    const due = this.pending.filter(({ at }) => at <= this.time);
    this.pending = this.pending.filter(({ at }) => at > this.time);
    for (const { callback } of due) callback();
    await flush();
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const ok: SyncRunOutcome = { attempted: 2, synced: 2, failed: 0 };
const allFailed: SyncRunOutcome = { attempted: 2, synced: 0, failed: 2 };

let loop: SyncLoop | undefined;
afterEach(() => loop?.stop());

function makeLoop(clock: FakeClock, options: Partial<SyncLoopOptions> = {}) {
  const runs: string[] = [];
  let isOnline = true;
  let outcome: () => Promise<SyncRunOutcome> = async () => ok;
  loop = new SyncLoop({
    run: () => {
      runs.push('run');
      return outcome();
    },
    online: () => isOnline,
    intervalMs: 60_000,
    now: clock.now,
    timers: clock.timers,
    random: () => 0.5,
    ...options,
  });
  return {
    loop,
    runs,
    setOnline: (value: boolean) => (isOnline = value),
    answer: (next: () => Promise<SyncRunOutcome>) => (outcome = next),
  };
}

describe('SyncLoop', () => {
  it('runs one at a time and queues exactly one follow-up for the triggers during a run', async () => {
    const clock = new FakeClock();
    const { loop, runs, answer } = makeLoop(clock);
    let finish = () => {};
    answer(() => new Promise<SyncRunOutcome>((resolve) => (finish = () => resolve(ok))));
    const states: SyncLoopState[] = [];
    loop.subscribe((state) => states.push(state));

    const first = loop.trigger('manual');
    expect(loop.state.running).toBe(true);
    const during = [loop.trigger('focus'), loop.trigger('online'), loop.trigger('manual')];
    expect(during[0]).toBe(during[2]);
    expect(runs).toHaveLength(1);

    const firstFinish = finish;
    firstFinish();
    await first;
    await flush();
    expect(runs).toHaveLength(2);
    expect(loop.state.running).toBe(true);
    finish();
    await Promise.all(during);
    expect(runs).toHaveLength(2);
    expect(loop.state).toMatchObject({ running: false, lastRunAt: clock.time, lastError: null, consecutiveFailures: 0 });
    expect(states.map((state) => state.running)).toEqual([true, false, true, false]);
  });

  it('backs off 15 s, 30 s, 60 s after failed runs and resets after a success', async () => {
    const clock = new FakeClock();
    const { loop, runs, answer } = makeLoop(clock);
    loop.start();
    answer(async () => allFailed);
    await loop.trigger('start');
    expect(loop.state).toMatchObject({ consecutiveFailures: 1, nextRetryAt: clock.time + 15_000, lastError: expect.stringContaining('2 record') });
    expect(clock.armedIn).toBe(15_000);

    await loop.trigger('focus');
    expect(runs).toHaveLength(1);

    answer(async () => {
      throw new Error('Cannot reach the server');
    });
    await clock.advance(15_000);
    expect(runs).toHaveLength(2);
    expect(loop.state).toMatchObject({ consecutiveFailures: 2, lastError: 'Cannot reach the server' });
    expect(clock.armedIn).toBe(30_000);
    await clock.advance(29_999);
    expect(runs).toHaveLength(2);
    await clock.advance(1);
    expect(runs).toHaveLength(3);
    expect(clock.armedIn).toBe(60_000);

    answer(async () => ({ attempted: 3, synced: 1, failed: 2 }));
    await clock.advance(60_000);
    expect(runs).toHaveLength(4);
    expect(loop.state).toMatchObject({ consecutiveFailures: 0, nextRetryAt: null, lastError: null });
    expect(clock.armedIn).toBe(60_000);
  });

  it('caps the back-off at 15 minutes', async () => {
    const clock = new FakeClock();
    const { loop, answer } = makeLoop(clock);
    answer(async () => allFailed);
    for (let i = 0; i < 10; i += 1) await loop.trigger('manual');
    expect(loop.state.consecutiveFailures).toBe(10);
    expect(loop.state.nextRetryAt).toBe(clock.time + 15 * 60_000);
  });

  it('skips automatic runs while offline without counting a failure', async () => {
    const clock = new FakeClock();
    const { loop, runs, setOnline } = makeLoop(clock);
    loop.start();
    setOnline(false);
    await clock.advance(60_000);
    await loop.trigger('focus');
    expect(runs).toHaveLength(0);
    expect(loop.state).toMatchObject({ consecutiveFailures: 0, nextRetryAt: null, lastRunAt: null });
    expect(clock.armedIn).toBe(60_000);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(runs).toHaveLength(1);
  });

  it('runs a manual trigger during the back-off', async () => {
    const clock = new FakeClock();
    const { loop, runs, answer } = makeLoop(clock);
    answer(async () => allFailed);
    await loop.trigger('manual');
    await loop.trigger('timer');
    expect(runs).toHaveLength(1);
    answer(async () => ok);
    await loop.trigger('manual');
    expect(runs).toHaveLength(2);
    expect(loop.state).toMatchObject({ consecutiveFailures: 0, nextRetryAt: null });
  });

  it('listens to focus and visibility until stopped', async () => {
    const clock = new FakeClock();
    const { loop, runs } = makeLoop(clock);
    loop.start();
    window.dispatchEvent(new Event('focus'));
    await flush();
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(runs).toHaveLength(2);
    loop.stop();
    window.dispatchEvent(new Event('focus'));
    await clock.advance(120_000);
    expect(runs).toHaveLength(2);
    expect(clock.armedIn).toBeUndefined();
  });
});
