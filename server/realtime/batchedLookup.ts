/**
 * Many look-ups of one kind answered by few queries: a key asked for while no query runs is
 * looked up at once, alone; keys asked for while one runs wait for it and go together into the
 * next. A burst of connections (thousands of devices coming back) costs a handful of statements,
 * and a lone one waits for nothing.
 */
interface Waiter {
  resolve: (found: boolean) => void;
  reject: (error: unknown) => void;
}

export class BatchedLookup<Key> {
  private readonly waiting = new Map<Key, Waiter[]>();
  private running = false;

  /** `lookup`: which of the keys hold (at most `maxBatch` of them at a time). */
  constructor(
    private readonly lookup: (keys: Key[]) => Promise<ReadonlySet<Key>>,
    private readonly maxBatch = 1000,
  ) {}

  has(key: Key): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.running) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting.size > 0) {
      const batch = [...this.waiting].slice(0, this.maxBatch);
      for (const [key] of batch) this.waiting.delete(key);
      try {
        const found = await this.lookup(batch.map(([key]) => key));
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.has(key));
      } catch (error) {
        for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.running = false;
  }
}
