/**
 * Delivery of queued commands (./commandQueue.ts; moved by ./commandLedgerQueue.ts): when a
 * collector's socket connects, on whichever process holds it, its queued and unexpired commands
 * are claimed in the database and sent to that socket alone, in order; a command handed to a
 * socket of the collector that went away without answering is handed over once more. A command
 * queued just as its collector came online is offered at once to the process holding the
 * collector's socket. Every process sweeps, on a short interval, queued commands past their expiry
 * and sent commands past their time-out (their process died or stopped), so both hold whichever
 * process is up, also after a restart.
 */
import type { FastifyInstance } from 'fastify';
import type { CommandName, CommandPayload } from '../../src/domain/protocol';
import { timeOutAbandoned } from './commandLedger';
import { claimQueued, expireQueued, redeliverUnanswered, releaseClaimed, type QueuedRow } from './commandLedgerQueue';
import { timeoutError } from './commandMessages';
import { BatchedLookup } from './batchedLookup';
import { collectorsWithQueuedWork, unansweredSince } from './commandQueue';
import { ROOMS, type Hub } from './hub';
import { reportAbandoned } from './queuedResults';
import type { HubSocket } from './socketAuth';

/** Server-side event: "a command was queued for this collector; deliver it if you hold its socket". */
const QUEUE_READY = 'hub:queued';

export class QueuedDelivery {
  private readonly sweepTimer: NodeJS.Timeout | null;
  private stopped = false;
  private readonly withQueuedWork: BatchedLookup<number>;

  /**
   * `abandonedAfterMs`: a sent command with no answer after this long is timed out by the sweep;
   * longer than the hub's time-out, so that the live process that sent it closes it itself.
   */
  constructor(
    private readonly app: FastifyInstance,
    private readonly hub: Hub,
    sweepMs: number,
    private readonly abandonedAfterMs: number,
  ) {
    this.withQueuedWork = new BatchedLookup((collectorIds) => collectorsWithQueuedWork(app.db, collectorIds));
    hub.io.on(QUEUE_READY, (collectorId: number) => this.offerLocal(collectorId));
    this.sweepTimer = sweepMs > 0 ? setInterval(() => void this.sweep(), sweepMs) : null;
    this.sweepTimer?.unref();
  }

  /**
   * A collector's socket connected: the commands handed to a socket of it that went away (once
   * more), then its waiting ones, in order. Most collectors have none: whether one has any is
   * asked with the other sockets connecting at the same time, in one query.
   */
  async connected(socket: HubSocket): Promise<void> {
    try {
      if (!(await this.withQueuedWork.has(socket.data.userId))) return;
    } catch (error) {
      this.app.log.error({ err: error, collectorId: socket.data.userId }, 'queued commands could not be delivered');
      return;
    }
    await this.deliver(socket, true);
  }

  /**
   * Hands the socket its waiting commands; `reclaim` only when it just connected (a socket that
   * was offered a new command may itself hold unanswered ones, which are not to be sent again).
   */
  private async deliver(socket: HubSocket, reclaim: boolean): Promise<void> {
    if (this.stopped) return;
    const collectorId = socket.data.userId;
    try {
      const rows = [...(reclaim ? await this.reclaim(socket) : []), ...(await claimQueued(this.app.db, collectorId))];
      if (rows.length === 0) return;
      if (!socket.connected || this.stopped) {
        await releaseClaimed(
          this.app.db,
          rows.map((row) => row.requestId),
        );
        return;
      }
      for (const row of rows) this.send(socket, row);
    } catch (error) {
      this.app.log.error({ err: error, collectorId }, 'queued commands could not be delivered');
    }
  }

  private send(socket: HubSocket, row: QueuedRow): void {
    const payload = { ...row.params, command: row.command as CommandName, collectorId: row.collectorId, requestId: row.requestId } as CommandPayload;
    this.hub.dispatchQueued(socket, payload, row.adminId, row.deliveries);
  }

  /**
   * The commands handed once to a socket of this collector and never answered, when no other
   * socket of the collector is connected in any process (so the one they went to is gone). Only
   * those handed over before the look-up began are taken: one handed to a socket that connected
   * meanwhile is that socket's.
   */
  private async reclaim(socket: HubSocket): Promise<QueuedRow[]> {
    const collectorId = socket.data.userId;
    const { now, pending } = await unansweredSince(this.app.db, collectorId);
    if (!pending || (await this.otherSocketConnected(socket))) return [];
    return redeliverUnanswered(this.app.db, collectorId, now);
  }

  private async otherSocketConnected(socket: HubSocket): Promise<boolean> {
    const room = ROOMS.collector(socket.data.userId);
    const local = this.hub.io.of('/').adapter.rooms.get(room) ?? new Set<string>();
    if ([...local].some((id) => id !== socket.id)) return true;
    return this.hub.collectorElsewhere(socket.data.userId);
  }

  /** A command was just queued: if its collector came online meanwhile, whichever process holds it delivers it. */
  offer(collectorId: number): void {
    if (this.offerLocal(collectorId)) return;
    if (this.hub.options.distributed) this.hub.io.serverSideEmit(QUEUE_READY, collectorId);
  }

  private offerLocal(collectorId: number): boolean {
    const namespace = this.hub.io.of('/');
    const socketId = namespace.adapter.rooms
      .get(ROOMS.collector(Number(collectorId)))
      ?.values()
      .next().value;
    const socket = socketId === undefined ? undefined : namespace.sockets.get(socketId);
    if (!socket) return false;
    void this.deliver(socket, false);
    return true;
  }

  /**
   * Marks every queued command past its expiry expired and every sent one past its time-out (and
   * the grace) timed out, telling the admins who asked. Any process may; each UPDATE hands a row
   * to one process only. Answers how many rows changed.
   */
  async sweep(): Promise<number> {
    if (this.stopped) return 0;
    try {
      const expired = await expireQueued(this.app.db);
      const error = timeoutError(this.hub.options.commandTimeoutMs);
      const abandoned = await timeOutAbandoned(this.app.db, this.abandonedAfterMs, error);
      await Promise.all(abandoned.map((row) => reportAbandoned(this.app, this.hub, row, error)));
      return expired + abandoned.length;
    } catch (error) {
      this.app.log.warn({ err: error }, 'command sweep failed');
      return 0;
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }
}
