/**
 * Long work gives the event loop a turn every few milliseconds, so requests keep being answered
 * while an import or a bulk job runs. Awaiting a database promise is not enough: PGlite answers
 * on the same thread, so a chain of awaits can run for seconds without reaching the I/O phase.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Longest stretch of synchronous work between two turns of the event loop. */
const SLICE_MS = 8;

export { nextTurn };

/** Call `pause()` inside a loop: it yields once SLICE_MS has passed since the last turn. */
export class Pacer {
  private since = performance.now();

  /** Whether the slice is spent: a hot loop checks this before awaiting pause(), which costs a promise even when it returns at once. */
  due(): boolean {
    return performance.now() - this.since >= SLICE_MS;
  }

  async pause(): Promise<void> {
    if (!this.due()) return;
    await nextTurn();
    this.since = performance.now();
  }
}
