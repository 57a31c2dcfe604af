/**
 * A revocation's wait for the other processes' acknowledgements, shared by the Redis and the
 * PostgreSQL buses: `send` tells the others and answers how many will acknowledge (this process
 * included); the acknowledgements are counted as they arrive. One bound covers the whole exchange,
 * since sending itself may hang while the broker is away: a frozen peer still counts as a
 * listener, and is not waited for beyond it (it empties its cache when it wakes).
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export const ACK_TIMEOUT_MS = 1000;

interface Waiting {
  expected: number;
  received: number;
  done: () => void;
}

export class RevocationAcks {
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** An acknowledgement of revocation `id` has arrived. */
  received(id: string): void {
    const wait = this.waiting.get(id);
    if (wait && ++wait.received >= wait.expected) wait.done();
  }

  /** Sends a new revocation (`send` gets its id) and waits for its acknowledgements, at most ACK_TIMEOUT_MS. */
  async sendAndWait(send: (id: string) => Promise<number>): Promise<void> {
    const id = crypto.randomUUID();
    let done: () => void = () => {};
    const acknowledged = new Promise<void>((resolve) => (done = resolve));
    const wait: Waiting = { expected: Number.POSITIVE_INFINITY, received: 0, done };
    this.waiting.set(id, wait);
    const timer = setTimeout(() => {
      const missing = Number.isFinite(wait.expected) ? wait.expected - wait.received : 'some';
      this.log.warn(`auth cache: ${missing} process(es) did not acknowledge a revocation within ${ACK_TIMEOUT_MS} ms`);
      done();
    }, ACK_TIMEOUT_MS);
    try {
      const sent = send(id).then((listeners) => {
        wait.expected = listeners;
        if (wait.received >= wait.expected) done();
      });
      await Promise.race([acknowledged, sent.then(() => acknowledged)]);
    } catch (error) {
      // This process has applied it; a process whose subscription is down has emptied its cache.
      this.log.error({ err: error }, 'auth cache: could not tell the other processes of a revocation');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }
}
