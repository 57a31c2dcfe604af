/**
 * Batched writes behind the realtime relay: `schedule()` asks for a write within `delayMs` (one
 * timer however many calls), `flush()` writes now, one write at a time and in order; a failed
 * write is logged, never thrown at the socket handler that caused it.
 */
import type { FastifyBaseLogger } from 'fastify';

export class Flusher {
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly delayMs: number,
    private readonly write: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
    this.timer.unref();
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write()).catch((error: unknown) => this.log.error({ err: error }, `${this.what}: write failed`));
    return this.flushing;
  }

  /** Cancels the pending timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
