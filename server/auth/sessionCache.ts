/**
 * Verified sessions kept in process so that the common signed-in request needs no database read
 * (DESIGN §5). It stays exact because every write that could change an answer empties it before
 * the writing request answers: in this process through the database's commit watch
 * (server/db/writeWatch.ts), in the others through the revocation bus (./revocationBus.ts), which
 * must be healthy for the cache to be used at all. A generation number stops a read that began
 * before an invalidation from storing its (possibly old) answer after it.
 */
import type { SessionUser } from '../../src/domain/session';

export interface CachedSession {
  userId: number;
  user: SessionUser;
  /** The session's absolute end, ms. */
  sessionExpiresAt: number;
  storedAt: number;
}

/** A backstop only: invalidation, not age, is what keeps answers exact. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generationNumber = 0;

  constructor(private readonly usable: () => boolean) {}

  get(sessionId: string, now: number): CachedSession | undefined {
    if (!this.usable()) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.storedAt > MAX_AGE_MS || entry.sessionExpiresAt <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Take before reading the database; pass to store(). */
  generation(): number {
    return this.generationNumber;
  }

  store(generation: number, sessionId: string, entry: CachedSession): void {
    if (generation !== this.generationNumber || !this.usable()) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, entry);
  }

  invalidate(): void {
    this.generationNumber += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
