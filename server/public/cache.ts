/**
 * In-memory cache of the public answers. Each entry is kept with the fingerprint of the source
 * tables it was built from and reused while that fingerprint holds (and for at most `maxAgeMs`);
 * the fingerprint is re-read at most every `checkIntervalMs`, and at once after `markStale()` (a
 * write in this process). One build per key at a time: callers share a build under way.
 */
import crypto from 'node:crypto';

export interface SerializedAnswer {
  body: string;
  etag: string;
}

interface Entry {
  fingerprint: string;
  value: Promise<unknown>;
  pending: boolean;
  builtAt: number;
}

export interface AnswerCacheOptions {
  /** Reads the fingerprint of the source tables. */
  fingerprint: () => Promise<string>;
  /** How long a fingerprint read is trusted (0: every call re-reads it). */
  checkIntervalMs: number;
  /** An entry is rebuilt after this long even if the fingerprint holds (changes it cannot see). */
  maxAgeMs?: number;
  /** Entries kept at most (answers per filter combination and place; default 2,000: every ward answer fits); the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

function serialize(value: unknown): SerializedAnswer {
  const body = JSON.stringify(value);
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"` };
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private fingerprint: string | null = null;
  private checkedAt = 0;
  private pendingCheck: Promise<string> | null = null;

  constructor(private readonly options: AnswerCacheOptions) {}

  /** Changes the check interval or the maximum age (tests). */
  configure(options: Partial<Pick<AnswerCacheOptions, 'checkIntervalMs' | 'maxAgeMs'>>): void {
    Object.assign(this.options, options);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The next call re-reads the fingerprint (something may have changed). */
  markStale(): void {
    this.checkedAt = 0;
  }

  /** The current fingerprint; concurrent callers share one read. */
  async currentFingerprint(): Promise<string> {
    const now = this.now();
    if (this.fingerprint !== null && this.checkedAt !== 0 && now - this.checkedAt < this.options.checkIntervalMs) return this.fingerprint;
    if (!this.pendingCheck) {
      this.pendingCheck = this.options
        .fingerprint()
        .then((value) => {
          this.fingerprint = value;
          this.checkedAt = this.now();
          return value;
        })
        .finally(() => {
          this.pendingCheck = null;
        });
    }
    return this.pendingCheck;
  }

  /** The cached value of `key`, built when missing, outdated or too old; a build under way is shared. */
  async get<T>(key: string, build: () => Promise<T>): Promise<T> {
    const fingerprint = await this.currentFingerprint();
    const hit = this.entries.get(key);
    const fresh = hit && hit.fingerprint === fingerprint && this.now() - hit.builtAt < (this.options.maxAgeMs ?? 60_000);
    if (hit && (hit.pending || fresh)) {
      // Least recently used goes first: an entry in use (the figures every answer reads) stays.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const entry: Entry = { fingerprint, value: build(), pending: true, builtAt: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.trim();
    entry.value.then(
      () => {
        entry.pending = false;
      },
      // A failed build (a 404, the database away) is not kept.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /** `get` for an answer sent as JSON text with its ETag. */
  answer(key: string, build: () => Promise<unknown>): Promise<SerializedAnswer> {
    return this.get(`answer:${key}`, async () => serialize(await build()));
  }

  clear(): void {
    this.entries.clear();
    this.fingerprint = null;
    this.checkedAt = 0;
  }

  private trim(): void {
    const max = this.options.maxEntries ?? 2000;
    while (this.entries.size > max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
