/**
 * Delivery of queued commands (./commandQueue.ts): when a collector's socket connects, on
 * whichever process holds it, its queued and unexpired commands are claimed in the database and
 * sent to that socket alone, in order. A command queued just as its collector came online is
 * offered at once to the process holding the collector's socket. Every process sweeps expired
 * commands on a short interval, so expiry holds whichever process is up, also after a restart.
 */
import type { FastifyInstance } from 'fastify';
import type { CommandName, CommandPayload } from '../../src/domain/protocol';
import { claimQueued, expireQueued, releaseClaimed } from './commandQueue';
import { ROOMS, type Hub } from './hub';
import type { HubSocket } from './socketAuth';

/** Server-side event: "a command was queued for this collector; deliver it if you hold its socket". */
const QUEUE_READY = 'hub:queued';

export class QueuedDelivery {
  private readonly sweepTimer: NodeJS.Timeout | null;
  private stopped = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly hub: Hub,
    sweepMs: number,
  ) {
    hub.io.on(QUEUE_READY, (collectorId: number) => this.offerLocal(collectorId));
    this.sweepTimer = sweepMs > 0 ? setInterval(() => void this.sweep(), sweepMs) : null;
    this.sweepTimer?.unref();
  }

  /** A collector's socket connected: its waiting commands, once, in order. */
  async connected(socket: HubSocket): Promise<void> {
    if (this.stopped) return;
    const collectorId = socket.data.userId;
    try {
      const rows = await claimQueued(this.app.db, collectorId);
      if (rows.length === 0) return;
      if (!socket.connected || this.stopped) {
        await releaseClaimed(this.app.db, rows.map((row) => row.requestId));
        return;
      }
      for (const row of rows) {
        const payload = { ...row.params, command: row.command as CommandName, collectorId, requestId: row.requestId } as CommandPayload;
        this.hub.dispatchQueued(socket, payload, row.adminId);
      }
    } catch (error) {
      this.app.log.error({ err: error, collectorId }, 'queued commands could not be delivered');
    }
  }

  /** A command was just queued: if its collector came online meanwhile, whichever process holds it delivers it. */
  offer(collectorId: number): void {
    if (this.offerLocal(collectorId)) return;
    if (this.hub.options.distributed) this.hub.io.serverSideEmit(QUEUE_READY, collectorId);
  }

  private offerLocal(collectorId: number): boolean {
    const namespace = this.hub.io.of('/');
    const socketId = namespace.adapter.rooms.get(ROOMS.collector(Number(collectorId)))?.values().next().value;
    const socket = socketId === undefined ? undefined : namespace.sockets.get(socketId);
    if (!socket) return false;
    void this.connected(socket);
    return true;
  }

  /** Marks every queued command past its expiry expired (any process may; the UPDATE is idempotent). */
  async sweep(): Promise<number> {
    if (this.stopped) return 0;
    try {
      return await expireQueued(this.app.db);
    } catch (error) {
      this.app.log.warn({ err: error }, 'queued command expiry sweep failed');
      return 0;
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }
}
