/**
 * The executive answer counts every published record of million-row tables; several people
 * opening the dashboard at once would each run those counts. Answers are kept per filter and
 * readable types (the answer says when it was computed): fresh for `ttlMs`, then, up to `staleMs`,
 * the kept answer is served at once while one new computation replaces it in the background.
 * Callers arriving while an answer is first computed share it; a failure is not kept.
 */
interface Entry<T> {
  at: number;
  answer: Promise<T>;
  settled: boolean;
  refreshing: boolean;
}

export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly staleMs = ttlMs * 10,
    private readonly maxEntries = 200,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.answer;
    if (entry?.settled && now - entry.at < this.staleMs) {
      if (!entry.refreshing) this.refresh(key, entry, compute, now);
      return entry.answer;
    }
    return this.store(key, compute(), now);
  }

  private store(key: string, answer: Promise<T>, at: number): Promise<T> {
    const entry: Entry<T> = { at, answer, settled: false, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    answer.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return answer;
  }

  private refresh(key: string, entry: Entry<T>, compute: () => Promise<T>, at: number): void {
    entry.refreshing = true;
    compute().then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        this.entries.set(key, { at, answer: Promise.resolve(value), settled: true, refreshing: false });
      },
      // The kept answer stays until it is too old; the next caller tries again.
      () => {
        entry.refreshing = false;
      },
    );
  }

  clear(): void {
    this.entries.clear();
  }
}
