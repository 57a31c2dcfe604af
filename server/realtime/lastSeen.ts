/**
 * "Last seen" of connected collectors: each process writes `users.last_seen_at` for the
 * collectors whose devices are connected to it, at connect and then every `intervalMs` while they
 * stay connected, at most once per `intervalMs` per collector. The app version a device reports
 * at connect is stored with it (written at once when it changes). Online/offline itself is the
 * hub's socket presence, never this column.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';

/** Rows one UPDATE writes at most. */
const WRITE_BATCH = 1000;

export class LastSeenWriter {
  /** Local collector sockets per collector. */
  private readonly sockets = new Map<number, number>();
  /** When this process last wrote each collector's row (ms), and the version it wrote. */
  private readonly written = new Map<number, { at: number; version: string | null }>();
  private readonly timer: NodeJS.Timeout | null;
  /** Collectors to write, with the app version to write for each (null: last seen only). */
  private readonly due = new Map<number, string | null>();
  /** The writes under way, until nothing is left to write. */
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {
    this.timer = intervalMs > 0 ? setInterval(() => this.tick(), intervalMs) : null;
    this.timer?.unref();
  }

  connected(collectorId: number, appVersion: string | null): void {
    this.sockets.set(collectorId, (this.sockets.get(collectorId) ?? 0) + 1);
    const last = this.written.get(collectorId);
    const versionChanged = appVersion !== null && appVersion !== last?.version;
    if (versionChanged || this.isDue(collectorId, Date.now())) this.write([collectorId], appVersion);
  }

  disconnected(collectorId: number): void {
    const left = (this.sockets.get(collectorId) ?? 1) - 1;
    if (left > 0) this.sockets.set(collectorId, left);
    else this.sockets.delete(collectorId);
  }

  /** Waits for the writes under way (tests, shutdown). */
  settled(): Promise<void> {
    return this.draining ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.settled();
  }

  private isDue(collectorId: number, now: number): boolean {
    const last = this.written.get(collectorId);
    return !last || now - last.at >= this.intervalMs;
  }

  private tick(): void {
    const now = Date.now();
    const ids = [...this.sockets.keys()].filter((id) => this.isDue(id, now));
    if (ids.length > 0) this.write(ids, null);
  }

  /**
   * Asks for the collectors' rows to be written. One write runs at a time, in order; what is asked
   * meanwhile (a burst of connections) goes into the next one, one UPDATE per app version.
   */
  private write(ids: number[], appVersion: string | null): void {
    const at = Date.now();
    for (const id of ids) {
      this.written.set(id, { at, version: appVersion ?? this.written.get(id)?.version ?? null });
      // A version waiting to be written stays unless a newer one comes.
      if (appVersion !== null || !this.due.has(id)) this.due.set(id, appVersion);
    }
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    while (this.due.size > 0) {
      const byVersion = new Map<string | null, number[]>();
      for (const [id, version] of this.due) {
        const ids = byVersion.get(version);
        if (ids) ids.push(id);
        else byVersion.set(version, [id]);
      }
      this.due.clear();
      for (const [version, ids] of byVersion) {
        for (let start = 0; start < ids.length; start += WRITE_BATCH) await this.update(ids.slice(start, start + WRITE_BATCH), version);
      }
    }
    this.draining = null;
  }

  private async update(ids: number[], appVersion: string | null): Promise<void> {
    const set = appVersion === null ? { lastSeenAt: sql<Date>`now()` } : { lastSeenAt: sql<Date>`now()`, appVersion };
    try {
      await this.db.updateTable('users').set(set).where('id', 'in', ids).execute();
    } catch (error) {
      this.log.warn({ err: error }, 'last seen: write failed');
    }
  }
}
