/**
 * "Last seen" of connected collectors: each process writes `users.last_seen_at` for the
 * collectors whose devices are connected to it, at connect and then every `intervalMs` while they
 * stay connected, at most once per `intervalMs` per collector. The app version and the device a
 * device reports at connect are stored with it (written at once when either changes; one not
 * reported leaves the stored one). Online/offline itself is the hub's socket presence, never this column.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceInfo } from '../../src/domain/protocol';
import type { Database } from '../db/schema';

/** Rows one UPDATE writes at most. */
const WRITE_BATCH = 1000;

/** What a connection reported, to be written: each part null when it reported none. The device as JSON text. */
interface Reported {
  appVersion: string | null;
  device: string | null;
}
const NOTHING_REPORTED: Reported = { appVersion: null, device: null };

export class LastSeenWriter {
  /** Local collector sockets per collector. */
  private readonly sockets = new Map<number, number>();
  /** When this process last wrote each collector's row (ms), and the version and device it wrote. */
  private readonly written = new Map<number, { at: number } & Reported>();
  private readonly timer: NodeJS.Timeout | null;
  /** Collectors to write, with what to write for each besides the last seen. */
  private readonly due = new Map<number, Reported>();
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

  connected(collectorId: number, appVersion: string | null, device: DeviceInfo | null = null): void {
    this.sockets.set(collectorId, (this.sockets.get(collectorId) ?? 0) + 1);
    const reported: Reported = { appVersion, device: device && JSON.stringify(device) };
    const last = this.written.get(collectorId);
    const changed =
      (reported.appVersion !== null && reported.appVersion !== last?.appVersion) || (reported.device !== null && reported.device !== last?.device);
    if (changed || this.isDue(collectorId, Date.now())) this.write([collectorId], reported);
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
    if (ids.length > 0) this.write(ids, NOTHING_REPORTED);
  }

  /**
   * Asks for the collectors' rows to be written. One write runs at a time, in order; what is asked
   * meanwhile (a burst of connections) goes into the next one, one UPDATE per app version and device.
   */
  private write(ids: number[], reported: Reported): void {
    const at = Date.now();
    for (const id of ids) {
      this.written.set(id, { at, ...merged(reported, this.written.get(id)) });
      // A version or device waiting to be written stays unless a newer one comes.
      this.due.set(id, merged(reported, this.due.get(id)));
    }
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    while (this.due.size > 0) {
      const byReport = new Map<string, { reported: Reported; ids: number[] }>();
      for (const [id, reported] of this.due) {
        const key = JSON.stringify([reported.appVersion, reported.device]);
        const group = byReport.get(key);
        if (group) group.ids.push(id);
        else byReport.set(key, { reported, ids: [id] });
      }
      this.due.clear();
      for (const { reported, ids } of byReport.values()) {
        for (let start = 0; start < ids.length; start += WRITE_BATCH) await this.update(ids.slice(start, start + WRITE_BATCH), reported);
      }
    }
    this.draining = null;
  }

  private async update(ids: number[], { appVersion, device }: Reported): Promise<void> {
    const set = { lastSeenAt: sql<Date>`now()`, ...(appVersion === null ? {} : { appVersion }), ...(device === null ? {} : { device }) };
    try {
      await this.db.updateTable('users').set(set).where('id', 'in', ids).execute();
    } catch (error) {
      this.log.warn({ err: error }, 'last seen: write failed');
    }
  }
}

/** The newer report, part by part: what it does not report stays as it was. */
function merged(newer: Reported, older: Reported | undefined): Reported {
  return { appVersion: newer.appVersion ?? older?.appVersion ?? null, device: newer.device ?? older?.device ?? null };
}
