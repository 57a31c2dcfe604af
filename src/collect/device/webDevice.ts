/**
 * The browser as a device (issue 26): the account's store in IndexedDB, sync by the protocol on a
 * loop, and, while online, the Command Centre's connection answering every command the reference
 * agent answers (src/device/handlers.ts) and streaming the device logs.
 */
import type { Socket } from 'socket.io-client';
import { EVENTS } from '../../domain/deviceWire';
import type { DeviceReviewItem, DeviceTable, SyncRunData } from '../../domain/protocol';
import { ApiError, SIGN_IN_AGAIN, type ServerApi } from '../../device/api';
import type { HandlerContext } from '../../device/handlers';
import { DeviceLogger } from '../../device/logs';
import { ReviewSync } from '../../device/reviews';
import { LocalStore, type StoreSnapshot, type StoredRow } from '../../device/store';
import { reportSummaryQuietly } from '../../device/summary';
import { openDeviceDb, type DeviceDb } from '../storage/deviceDb';
import { WEB_DEVICE_MAX_ROWS } from '../storage/limits';
import { SyncLoop } from '../sync/syncLoop';
import { runWebSync } from '../sync/webSync';
import { askBackgroundSync } from '../sw/backgroundSync';
import { SYNC_TAG } from '../sw/messages';
import { webDeviceHandshake } from './deviceInfo';

/** Why the server ended the session: the account was suspended, or the session was revoked. */
export type SessionEnd = { code: string; message: string };

export interface SavedDevice {
  collectorId: number;
  db: DeviceDb;
  snapshot: StoreSnapshot | undefined;
}

export interface CapturedRecord {
  data: Record<string, unknown>;
  links?: Record<string, string>;
  explorer: Record<string, unknown>;
}

export class WebDevice {
  readonly log: DeviceLogger;
  readonly loop: SyncLoop;
  /** The Command Centre's connection, loaded after the first screen (socket.io is not in the first load). */
  private socket: Socket | null = null;
  private stopped = false;
  private readonly reviews: ReviewSync;
  private readonly listeners = new Set<() => void>();
  private version = 0;

  private constructor(
    readonly api: ServerApi,
    readonly collectorId: number,
    readonly db: DeviceDb,
    readonly store: LocalStore,
    private readonly onEnded: (end: SessionEnd) => void,
  ) {
    this.log = new DeviceLogger((entry) => this.socket?.connected && this.socket.emit(EVENTS.deviceLog, entry));
    this.reviews = new ReviewSync(api, store, this.log);
    this.loop = new SyncLoop({ run: () => this.sync(), online: () => navigator.onLine });
    this.loop.subscribe(() => this.changed());
  }

  private async connect(): Promise<void> {
    const { answerCommands, openDeviceSocket } = await import('../../device/socket');
    if (this.stopped) return;
    const socket = openDeviceSocket('', this.api, webDeviceHandshake());
    this.socket = socket;
    // A command's sync sends the summary itself (handlers.ts): after it, the queue and the reviews.
    const ctx: HandlerContext = {
      api: this.api,
      store: this.store,
      log: this.log,
      sync: {},
      reportQueue: () => this.reportQueue().then(() => this.reviews.pull()),
    };
    answerCommands(socket, ctx, this.collectorId);
    socket.on(EVENTS.recordReview, (item: DeviceReviewItem) => {
      this.reviews.apply(item);
      void this.store.save().finally(() => this.changed());
    });
    socket.on('connect', () => {
      this.log.info('connection', 'Connected to the server');
      void this.afterSync();
      this.changed();
    });
    socket.on('disconnect', () => this.changed());
    socket.on(EVENTS.sessionEnded, (end: SessionEnd) => this.onEnded(end));
    socket.on('connect_error', (error: Error & { data?: SessionEnd }) => {
      if (error.data?.code) this.onEnded(error.data);
    });
  }

  /** Opens the account's database and reads its rows (started early, beside the session read, when the last account is known). */
  static read(collectorId: number): Promise<SavedDevice> {
    return openDeviceDb(collectorId).then(async (db) => ({ collectorId, db, snapshot: await db.load() }));
  }

  static async open(api: ServerApi, collectorId: number, onEnded: (end: SessionEnd) => void, early?: Promise<SavedDevice>): Promise<WebDevice> {
    const saved = early ? await early.catch(() => undefined) : undefined;
    if (saved && saved.collectorId !== collectorId) saved.db.close();
    const { db, snapshot } = saved?.collectorId === collectorId ? saved : await WebDevice.read(collectorId);
    const store = new LocalStore(snapshot, db.persistence, { maxRows: WEB_DEVICE_MAX_ROWS });
    return new WebDevice(api, collectorId, db, store, onEnded);
  }

  /** Starts syncing and, when the browser is online, the Command Centre's connection. */
  start(): void {
    void this.connect();
    this.loop.start();
    void this.loop.trigger('start');
    window.addEventListener('online', this.reconnect);
    navigator.serviceWorker?.addEventListener('message', this.onWorkerMessage);
  }

  /** The service worker's Background Sync: the network is back. */
  private readonly onWorkerMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === SYNC_TAG) {
      this.reconnect();
      void this.loop.trigger('online');
    }
  };

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnect);
    navigator.serviceWorker?.removeEventListener('message', this.onWorkerMessage);
    this.loop.stop();
    this.socket?.disconnect();
    this.db.close();
  }

  readonly reconnect = () => {
    if (this.socket && !this.socket.connected) this.socket.connect();
  };

  get online(): boolean {
    return this.socket?.connected ?? false;
  }

  /** A change counter for React's useSyncExternalStore. */
  get revision(): number {
    return this.version;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Saves a new record on the device (pending) and asks for a sync. */
  async capture(table: DeviceTable, record: CapturedRecord): Promise<StoredRow> {
    const row = this.store.add(table, record.explorer, record.data, record.links);
    await this.store.save();
    this.log.info('capture', `New ${table} record #${row.localId} saved (pending sync)`);
    this.savedForSync();
    return row;
  }

  /** A record waits to be sent: now if online, else when the network returns (Background Sync). */
  private savedForSync(): void {
    this.changed();
    if (navigator.onLine) void this.loop.trigger('saved');
    else askBackgroundSync();
  }

  /** The collector's correction of a record (e.g. marked has_issues): pending again, re-sent by the next sync. */
  async fix(table: DeviceTable, localId: number, record: CapturedRecord): Promise<StoredRow> {
    const row = this.store.edit(table, localId, record.data);
    // The corrected record replaces the old one whole: a field the collector emptied is gone.
    this.store.update(row, { ...record.explorer, data: record.data, links: record.links ?? row.links });
    await this.store.save();
    this.log.info('capture', `${table} #${localId} corrected (pending sync)`);
    this.savedForSync();
    return row;
  }

  /** One sync run: the pending rows and the failed ones whose wait is over, then the queue, summary and reviews. */
  private async sync(): Promise<SyncRunData> {
    if (!navigator.onLine) return { message: 'Offline', attempted: 0, synced: 0, failed: 0 };
    // A session that cannot be renewed stops the run before any row is touched.
    await this.api.freshToken().catch((error: unknown) => {
      if (error instanceof ApiError && (error.code === SIGN_IN_AGAIN || error.status === 403)) this.onEnded({ code: error.code, message: error.message });
      throw error;
    });
    const run = await runWebSync(this.api, this.store, this.log, { onBatch: () => this.changed() });
    if (run.attempted > 0) await this.afterSync();
    this.changed();
    return run;
  }

  private async reportQueue(): Promise<void> {
    await this.api.reportQueue(this.store.queueSnapshot()).catch((error: unknown) => this.log.warn('sync', `Queue report failed: ${String(error)}`));
  }

  private async afterSync(): Promise<void> {
    await this.reportQueue();
    await reportSummaryQuietly({ api: this.api, store: this.store, log: this.log });
    await this.reviews.pull();
    this.changed();
  }

  /** Rows not yet on the server (pending or failed). */
  unsyncedCount(): number {
    return this.store.withStatus('pending').length + this.store.withStatus('failed').length;
  }
}
