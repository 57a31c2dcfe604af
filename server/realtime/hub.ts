/**
 * The hub's rooms, in-flight commands and deliveries. Rooms: `collectors` and `admins` (by role),
 * `collector:{id}` (a collector's sockets), `inbox:{id}` (a user's back-office sockets; with the
 * collector room, every socket of a user, for revocation), `session:{id}` (every socket of one
 * sign-in) and each socket's own id (an admin's answers). Deliveries go
 * through the adapter, so with the Redis adapter presence, relay and answers work across server
 * processes; an answer that reaches another process than the one holding its command is passed
 * on with a server-side event.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../src/domain/constants';
import {
  EVENTS,
  PROTOCOL_ERRORS,
  PROTOCOL_MESSAGES,
  isVerifyCommand,
  type CommandName,
  type CommandPayload,
  type CommandResult,
  type OnlineCollector,
} from '../../src/domain/protocol';
import { notifyCommandFailure } from '../notifications/triggers';
import { markFailed, markTimedOut } from './commandLedger';
import { timeoutError } from './commandMessages';
import { CommandJournal } from './journal';
import { DeviceLogStore } from './logStore';
import type { PresenceRegistry, ProcessPresence } from './presence';
import { reportQueuedResult } from './queuedResults';
import { askOtherProcesses, socketsHere } from './socketsHere';
import type { HubServer, HubSocket } from './socketAuth';

export const ROOMS = {
  admins: 'admins',
  collectors: 'collectors',
  collector: (id: number) => `collector:${id}`,
  session: (id: string) => `session:${id}`,
  /** A user's back-office sockets (admin and user connections, never devices): their notifications. */
  inbox: (id: number) => `inbox:${id}`,
};

/** The order of the online list: localeCompare's, with one collator rather than one per comparison. */
const byName = new Intl.Collator();

/** Server-side event carrying a device's answer to the process that holds its command. */
const FORWARD_RESULT = 'hub:result';

export interface HubOptions {
  /** A sent command with no answer after this long is marked timed-out and its admin told. */
  commandTimeoutMs: number;
  /** An admin socket's session, user and role are re-read before an event when the last read is older than this (ms). */
  reauthMs: number;
  /** The same for device events (results, logs, queue): a collector's only right is its role, whose change disconnects it. */
  deviceReauthMs: number;
  /** Presence changes are announced to admins at most this often. */
  presenceDebounceMs: number;
  /** A cross-process adapter (Redis) is in use: presence must ask the other processes too. */
  distributed: boolean;
}

export interface InFlight {
  requestId: string;
  collectorId: number;
  /** The admin socket that asked; null for a queued command, whose asker may be gone: its answer goes to the admin's inbox. */
  adminSocketId: string | null;
  /** The admin who sent it: told by a notification when it fails or times out (null: the account is gone). */
  adminId: number | null;
  command: CommandName;
  /** Which hand-over of the command this is (a queued one may be handed over twice): its time-out closes that one only. */
  deliveries: number;
  timer: NodeJS.Timeout;
}

export function resultEventFor(command: unknown): typeof EVENTS.result | typeof EVENTS.verificationResult {
  return typeof command === 'string' && isVerifyCommand(command) ? EVENTS.verificationResult : EVENTS.result;
}

export class Hub {
  readonly journal: CommandJournal;
  readonly deviceLogs: DeviceLogStore;
  private readonly inFlight = new Map<string, InFlight>();
  private presenceTimer: NodeJS.Timeout | null = null;
  /** A presence change came while the window was open: announce again when it closes. */
  private presenceDue = false;
  private stopped = false;
  private presence: PresenceRegistry | null = null;

  constructor(
    private readonly app: FastifyInstance,
    readonly io: HubServer,
    readonly options: HubOptions,
  ) {
    this.journal = new CommandJournal(app.db, app.log);
    this.deviceLogs = new DeviceLogStore(app.db, app.log);
    io.on(FORWARD_RESULT, (event: string, result: CommandResult) => this.deliver(event, result, false));
  }

  /**
   * The online collectors, one entry per user, in name order (every live process): this process's
   * sockets, plus the presence the other processes wrote (./presence.ts), or with the cluster
   * adapter what they answer within the bound. A peer that is gone or frozen is left out, never waited for.
   */
  async onlineCollectors(): Promise<OnlineCollector[]> {
    const byId = new Map<number, OnlineCollector>();
    const remote = this.presence ? (await this.presence.remote()).collectors : await this.fetchRemote(ROOMS.collectors);
    // A collector on several devices is one entry; a device one of its sockets reported is kept.
    for (const collector of [...this.localPresence().collectors, ...remote]) byId.set(collector.id, { ...byId.get(collector.id), ...collector });
    return [...byId.values()].sort((a, b) => byName.compare(a.fullName, b.fullName) || a.id - b.id);
  }

  /** Reads the other processes' presence from Redis rather than asking them (set when REDIS_URL). */
  usePresence(presence: PresenceRegistry): void {
    this.presence = presence;
  }

  /** Which collectors and back-office users have a socket on this process. */
  localPresence(): ProcessPresence {
    return socketsHere(this.io, ROOMS.collectors);
  }

  private fetchRemote(room: string): Promise<OnlineCollector[]> {
    return this.options.distributed ? askOtherProcesses(this.io, room, this.app.log) : Promise.resolve([]);
  }

  isCollectorOnline(collectorId: number): Promise<boolean> {
    return this.roomHasSockets(ROOMS.collector(collectorId), (presence) => presence.collectors.some((collector) => collector.id === collectorId));
  }

  /** Whether the user has a back-office socket open, in any process. */
  hasInbox(userId: number): Promise<boolean> {
    return this.roomHasSockets(ROOMS.inbox(userId), (presence) => presence.inboxes.includes(userId));
  }

  /** Whether another process holds a socket of the collector (bounded, see onlineCollectors). */
  async collectorElsewhere(collectorId: number): Promise<boolean> {
    if (this.presence) return (await this.presence.remote()).collectors.some((collector) => collector.id === collectorId);
    return (await this.fetchRemote(ROOMS.collector(collectorId))).length > 0;
  }

  private async roomHasSockets(room: string, inPresence: (presence: ProcessPresence) => boolean): Promise<boolean> {
    if ((this.io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0) return true;
    if (this.presence) return inPresence(await this.presence.remote());
    return (await this.fetchRemote(room)).length > 0;
  }

  /**
   * The collectors' sockets were on a process that is gone (or Redis is): every command this
   * process relayed to them and still waits for is closed as failed, "the device's connection was
   * lost", and its admin answered now rather than at the time-out.
   */
  async connectionsLost(collectorIds: number[]): Promise<void> {
    const lost = new Set(collectorIds);
    const entries = [...this.inFlight.values()].filter((entry) => lost.has(entry.collectorId) && entry.adminSocketId !== null);
    for (const entry of entries) {
      clearTimeout(entry.timer);
      this.inFlight.delete(entry.requestId);
      try {
        if (!(await markFailed(this.app.db, entry.requestId, entry.deliveries, PROTOCOL_MESSAGES.connectionLost))) continue;
      } catch (failure) {
        this.app.log.error({ err: failure, requestId: entry.requestId }, 'a lost command could not be written');
      }
      const result: CommandResult = {
        requestId: entry.requestId,
        collectorId: entry.collectorId,
        command: entry.command,
        ok: false,
        error: PROTOCOL_MESSAGES.connectionLost,
        code: PROTOCOL_ERRORS.collectorOffline,
      };
      this.answer(entry, resultEventFor(entry.command), result, false);
    }
  }

  get reauthMs(): number {
    return this.options.reauthMs;
  }

  /** Sends the command to the collector's sockets, remembers who asked and starts its time-out. */
  dispatch(payload: CommandPayload, adminSocketId: string, adminId: number): void {
    if (this.stopped) return;
    this.track(payload, adminSocketId, adminId, 1);
    this.io.to(ROOMS.collector(payload.collectorId)).emit(EVENTS.execute, payload);
  }

  /** A queued command claimed for this socket (./queuedDelivery.ts): to it alone, timed like a live one. */
  dispatchQueued(socket: HubSocket, payload: CommandPayload, adminId: number | null, deliveries: number): void {
    if (this.stopped) return;
    this.track(payload, null, adminId, deliveries);
    socket.emit(EVENTS.execute, payload);
  }

  private track(payload: CommandPayload, adminSocketId: string | null, adminId: number | null, deliveries: number): void {
    // A re-delivery on this process replaces the first hand-over's entry and its timer.
    const earlier = this.inFlight.get(payload.requestId);
    if (earlier) clearTimeout(earlier.timer);
    const timer = setTimeout(() => void this.timeOut(payload.requestId), this.options.commandTimeoutMs);
    timer.unref();
    this.inFlight.set(payload.requestId, {
      requestId: payload.requestId,
      collectorId: payload.collectorId,
      adminSocketId,
      adminId,
      command: payload.command,
      deliveries,
      timer,
    });
  }

  /** The answer to whoever asked: the asking socket, or for a queued command the admin's inbox or notifications. */
  private answer(entry: InFlight, event: string, result: CommandResult, timedOut: boolean): void {
    if (entry.adminSocketId === null) {
      void reportQueuedResult(this.app, this, entry, event, result, timedOut);
      return;
    }
    this.toSocket(entry.adminSocketId, event, result);
    if (!result.ok && entry.adminId !== null) void notifyCommandFailure(this.app, { ...entry, adminId: entry.adminId, error: result.error ?? null, timedOut });
  }

  /**
   * A device's answer: to the asking admin socket if this process holds the command and the
   * answer comes from the collector it was sent to; otherwise passed to the other processes.
   * Anything else (unknown, forged, late) is dropped.
   */
  deliver(event: string, result: CommandResult, forward = true): void {
    const entry = this.inFlight.get(result.requestId);
    if (!entry) {
      if (forward && this.options.distributed) this.io.serverSideEmit(FORWARD_RESULT, event, result);
      return;
    }
    if (entry.collectorId !== result.collectorId) return;
    clearTimeout(entry.timer);
    this.inFlight.delete(result.requestId);
    this.journal.complete(result.requestId, result.ok ? 'succeeded' : 'failed', result.ok ? null : (result.error ?? 'The device reported a failure'));
    this.answer(entry, event, { ...result, command: entry.command }, false);
  }

  /**
   * No answer in time: closed as timed out, and the admin told, only if the row is still `sent`
   * with this hand-over (a re-delivery on another process, or the sweep, has not taken it).
   */
  private async timeOut(requestId: string): Promise<void> {
    const entry = this.inFlight.get(requestId);
    if (!entry) return;
    this.inFlight.delete(requestId);
    const error = timeoutError(this.options.commandTimeoutMs);
    try {
      if (!(await markTimedOut(this.app.db, requestId, entry.deliveries, error))) return;
    } catch (failure) {
      // The sweep of some process will close it once the database answers; the admin hears it now.
      this.app.log.error({ err: failure, requestId }, 'a timed-out command could not be written');
    }
    const result: CommandResult = { requestId, collectorId: entry.collectorId, command: entry.command, ok: false, error, code: PROTOCOL_ERRORS.timeout };
    this.answer(entry, resultEventFor(entry.command), result, true);
  }

  /** To one socket: straight to it when it is on this process, else through the adapter (another process). */
  toSocket(socketId: string, event: string, payload: unknown): void {
    const here = this.io.of('/').sockets.get(socketId);
    if (here) here.emit(event, payload);
    else this.io.to(socketId).emit(event, payload);
  }

  /** To every back-office socket of the user, in every process. */
  toInbox(userId: number, event: string, payload: unknown): void {
    this.io.to(ROOMS.inbox(userId)).emit(event, payload);
  }

  toAdmins(event: string, payload: unknown): void {
    this.io.to(ROOMS.admins).emit(event, payload);
  }

  /**
   * Ends every socket of the user, in every process (revocation, suspension, role change): back
   * office and devices. A suspension says so, so that a device stops asking its user to sign in.
   */
  disconnectUser(userId: number, suspended = false): void {
    const room = [ROOMS.inbox(userId), ROOMS.collector(userId)];
    const ended = suspended
      ? { code: ERROR_CODES.accountSuspended, message: MESSAGES.accountSuspended }
      : { code: ERROR_CODES.sessionRevoked, message: 'Your session has ended.' };
    this.io.to(room).emit(EVENTS.sessionEnded, ended);
    this.io.in(room).disconnectSockets(true);
  }

  /** Ends every socket of one session, in every process (sign-out). */
  disconnectSession(sessionId: string): void {
    const room = ROOMS.session(sessionId);
    this.io.to(room).emit(EVENTS.sessionEnded, { code: 'SESSION_REVOKED', message: 'You signed out.' });
    this.io.in(room).disconnectSockets(true);
  }

  /** A collector socket of this process came or went: written for the other processes at once, and announced. */
  presenceChanged(): void {
    void this.presence?.refresh();
    this.announcePresence();
  }

  /**
   * Announces the online collectors to admins at once, then at most once per debounce window: the
   * changes within a window (a burst of reconnections) go out together at its end. Waiting out a
   * window before the first announcement only delayed every collector's arrival on the page.
   */
  announcePresence(): void {
    if (this.stopped) return;
    if (this.presenceTimer) {
      this.presenceDue = true;
      return;
    }
    this.presenceDue = false;
    // No admin socket anywhere to tell (one process, none here): the list is not built at all.
    if (!this.options.distributed && !this.io.of('/').adapter.rooms.has(ROOMS.admins)) return;
    this.onlineCollectors()
      .then((data) => this.toAdmins(EVENTS.presence, { data }))
      .catch((error: unknown) => this.app.log.warn({ err: error }, 'presence update failed'));
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      if (this.presenceDue) this.announcePresence();
    }, this.options.presenceDebounceMs);
    this.presenceTimer.unref();
  }

  /** Stops relaying; open commands stay `sent` (the sweep of a process still up times them out) and the journal is flushed. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const entry of this.inFlight.values()) clearTimeout(entry.timer);
    this.inFlight.clear();
    if (this.presenceTimer) clearTimeout(this.presenceTimer);
    this.presenceTimer = null;
    await Promise.all([this.journal.close(), this.deviceLogs.close()]);
  }
}
