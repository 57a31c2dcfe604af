/**
 * Collectors going offline with unsynced records. A collector whose last socket closed is offline
 * only if it has not come back after a grace period (a phone on a poor network drops and reconnects
 * all day); once its readers were told, they are not told again about it for COOLDOWN_MS (per
 * process). Pending checks end when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { notifyIfCollectorLeftUnsynced } from './triggers';

const COOLDOWN_MS = 30 * 60_000;

export class OfflineWatch {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly lastTold = new Map<number, number>();
  private stopped = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly graceMs: number,
    private readonly isOnline: (collectorId: number) => Promise<boolean>,
  ) {}

  /** A socket of the collector closed: check after the grace period. */
  socketClosed(collectorId: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.check(collectorId);
    }, this.graceMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async check(collectorId: number): Promise<void> {
    const told = this.lastTold.get(collectorId);
    if (this.stopped || (told !== undefined && Date.now() - told < COOLDOWN_MS)) return;
    if (await notifyIfCollectorLeftUnsynced(this.app, collectorId, () => this.isOnline(collectorId))) this.lastTold.set(collectorId, Date.now());
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
