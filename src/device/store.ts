/**
 * The device's local store: the six tables of spec 01 §3 with their row fields, each row with its
 * sync status, the full record as it will be pushed (`data`) and links to rows it depends on.
 * In memory, written through a StorePersistence between runs: the agent's JSON file
 * (collector/fileStore.ts), the web collector's IndexedDB (src/collect/storage).
 */
import { DEVICE_TABLES } from '../domain/deviceWire';
import type { CollectorRow, DeviceSummary, DeviceSummaryTable, DeviceTable, RowSyncStatus, SyncQueueItem, SyncStatus, TablePage } from '../domain/protocol';

/** A stored row: the explorer's fields plus what the device needs to sync it. */
export interface StoredRow extends CollectorRow {
  data: Record<string, unknown>;
  links?: Record<string, string>;
  attempts: number;
}

/** Row keys a data patch never overwrites. */
const META_KEYS = {
  localId: true,
  localUUID: true,
  syncStatus: true,
  serverId: true,
  data: true,
  links: true,
  attempts: true,
  reviewState: true,
  reviewComment: true,
} as const;

/** Push order: a row is pushed after the rows it links to. */
export const SYNC_ORDER: readonly DeviceTable[] = ['schools', 'communities', 'learners', 'staff', 'households', 'oosChildren'];
/** Synced rows reported in a queue snapshot besides every pending and failed one. */
const RECENT_SYNCED_IN_SNAPSHOT = 100;

type Tables = Record<DeviceTable, StoredRow[]>;

const emptyTables = (): Tables => Object.fromEntries(DEVICE_TABLES.map((t) => [t, []])) as unknown as Tables;

/** Everything a store holds, as it is written and read back. */
export interface StoreSnapshot {
  nextLocalId: number;
  tables: Partial<Tables>;
}

/** One write: the rows added or changed and the rows removed since the last one, and the whole state. */
export interface StoreChange {
  snapshot: StoreSnapshot;
  changed: Array<{ table: DeviceTable; row: StoredRow }>;
  removed: Array<{ table: DeviceTable; localId: number }>;
}

/** Where a store keeps its rows between runs. A write either lands whole or not at all. */
export interface StorePersistence {
  write(change: StoreChange): Promise<void>;
}

/** The store's limits: a device refuses a new record beyond `maxRows` (the web collector's storage budget). */
export interface StoreOptions {
  maxRows?: number;
}

export class StoreFullError extends Error {
  constructor(readonly maxRows: number) {
    super(`This device holds ${maxRows} records, its limit. Sync, then remove synced records before adding more.`);
    this.name = 'StoreFullError';
  }
}

/**
 * Why a synced row is no longer the server's to change, if it is not: merged into another record
 * (serverId: the survivor) or deleted by an officer. Such a row stays synced and is never pushed
 * again; an undo on the server gives it back its own review.
 */
export function goneNote(row: Pick<StoredRow, 'reviewState' | 'serverId'>): string | undefined {
  if (row.reviewState === 'merged') return `was merged into record ${row.serverId ?? '?'} on the server`;
  if (row.reviewState === 'deleted') return 'was deleted on the server by an officer';
  return undefined;
}

/** The row as the explorer shows it (without the pushed record and links). */
export function publicRow(row: StoredRow): CollectorRow {
  const { data: _data, links: _links, attempts: _attempts, ...rest } = row;
  return rest;
}

export class LocalStore {
  private tables: Tables = emptyTables();
  private nextLocalId = 1;
  private readonly dirty = new Map<StoredRow, DeviceTable>();
  private readonly tableOf = new WeakMap<StoredRow, DeviceTable>();
  private removed: StoreChange['removed'] = [];
  /** The writes in flight, one after another. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    saved?: StoreSnapshot,
    private readonly persistence?: StorePersistence,
    private readonly options: StoreOptions = {},
  ) {
    if (saved) {
      this.tables = { ...emptyTables(), ...saved.tables };
      this.nextLocalId = saved.nextLocalId;
    }
    for (const table of DEVICE_TABLES) for (const row of this.tables[table]) this.tableOf.set(row, table);
  }

  get size(): number {
    return DEVICE_TABLES.reduce((sum, table) => sum + this.tables[table].length, 0);
  }

  add(
    table: DeviceTable,
    fields: Record<string, unknown>,
    data: Record<string, unknown>,
    links?: Record<string, string>,
    status: RowSyncStatus = 'pending',
  ): StoredRow {
    if (this.options.maxRows !== undefined && this.size >= this.options.maxRows) throw new StoreFullError(this.options.maxRows);
    const now = new Date().toISOString();
    const row: StoredRow = {
      localId: this.nextLocalId++,
      ...fields,
      localUUID: crypto.randomUUID(),
      syncStatus: status,
      serverId: null,
      lastSyncAttempt: null,
      lastError: null,
      reviewState: null,
      reviewComment: null,
      createdAt: now,
      updatedAt: now,
      data,
      links,
      attempts: 0,
    };
    this.tables[table].push(row);
    this.tableOf.set(row, table);
    this.dirty.set(row, table);
    return row;
  }

  rows(table: DeviceTable): readonly StoredRow[] {
    return this.tables[table];
  }

  find(table: DeviceTable, localId: number): StoredRow | undefined {
    return this.tables[table].find((row) => row.localId === localId);
  }

  findByUUID(table: DeviceTable, localUUID: string): StoredRow | undefined {
    return this.tables[table].find((row) => row.localUUID === localUUID);
  }

  /** fetchTable: one page of a table, optionally of one status, with the total after the filter. */
  page(table: DeviceTable, page: number, limit: number, syncStatus?: SyncStatus): TablePage {
    const matching = syncStatus ? this.tables[table].filter((row) => row.syncStatus === syncStatus) : this.tables[table];
    const start = (page - 1) * limit;
    return { table, page, limit, syncStatus, records: matching.slice(start, start + limit).map(publicRow), total: matching.length };
  }

  /** Rows of one status in push order. */
  withStatus(status: RowSyncStatus): Array<{ table: DeviceTable; row: StoredRow }> {
    return SYNC_ORDER.flatMap((table) => this.tables[table].filter((row) => row.syncStatus === status).map((row) => ({ table, row })));
  }

  update(row: StoredRow, patch: Partial<StoredRow>): void {
    Object.assign(row, patch, { updatedAt: new Date().toISOString() });
    this.markChanged(row);
  }

  private markChanged(row: StoredRow): void {
    const table = this.tableOf.get(row);
    if (table) this.dirty.set(row, table);
  }

  /**
   * The collector corrects a record (e.g. one the server marked has_issues): its data changes, the
   * explorer fields of the same name follow, and it is pending again so the next sync re-sends it.
   */
  edit(table: DeviceTable, localId: number, dataPatch: Record<string, unknown>): StoredRow {
    const row = this.find(table, localId);
    if (!row) throw new Error(`No ${table} row has the localId ${localId}`);
    const gone = goneNote(row);
    if (gone) throw new Error(`${table} #${localId} ${gone}; it can no longer be changed from this device`);
    const shown = Object.fromEntries(Object.entries(dataPatch).filter(([key]) => key in row && !(key in META_KEYS)));
    this.update(row, { ...shown, data: { ...row.data, ...dataPatch }, syncStatus: 'pending', lastError: null });
    return row;
  }

  /**
   * The server's review of a synced row (push answer, GET /sync/reviews, `record:review`); false when
   * the row is not here. `serverId` follows the answer: a record merged away names its survivor, and
   * its own id again after an undo.
   */
  applyReview(table: DeviceTable, localUUID: string, review: { reviewState?: string | null; reviewComment?: string | null; serverId?: number }): boolean {
    const row = this.findByUUID(table, localUUID);
    if (!row || review.reviewState === undefined) return false;
    Object.assign(
      row,
      { reviewState: review.reviewState, reviewComment: review.reviewComment ?? null },
      review.serverId === undefined ? {} : { serverId: review.serverId },
    );
    this.dirty.set(row, table);
    return true;
  }

  counts(): Record<DeviceTable, Record<RowSyncStatus, number>> {
    const out = {} as Record<DeviceTable, Record<RowSyncStatus, number>>;
    for (const table of DEVICE_TABLES) {
      const counts: Record<RowSyncStatus, number> = { pending: 0, synced: 0, failed: 0, unknown: 0 };
      for (const row of this.tables[table]) counts[row.syncStatus in counts ? row.syncStatus : 'unknown'] += 1;
      out[table] = counts;
    }
    return out;
  }

  /** The sync queue: every pending and failed row, and the most recently synced ones. */
  queueSnapshot(): SyncQueueItem[] {
    const all = DEVICE_TABLES.flatMap((table) => this.tables[table].map((row) => ({ table, row })));
    const open = all.filter(({ row }) => row.syncStatus !== 'synced');
    const synced = all
      .filter(({ row }) => row.syncStatus === 'synced')
      .sort((a, b) => String(b.row.lastSyncAttempt).localeCompare(String(a.row.lastSyncAttempt)))
      .slice(0, RECENT_SYNCED_IN_SNAPSHOT);
    return [...open, ...synced].map(({ table, row }) => ({
      table,
      localId: row.localId,
      localUUID: row.localUUID,
      syncStatus: row.syncStatus,
      attempts: row.attempts,
      lastSyncAttempt: row.lastSyncAttempt ?? null,
      lastError: row.lastError ?? null,
      serverId: row.serverId ?? null,
    }));
  }

  /** Deletes a row from the device (the user removed it); false when there is none with this localId. */
  remove(table: DeviceTable, localId: number): boolean {
    const index = this.tables[table].findIndex((row) => row.localId === localId);
    if (index < 0) return false;
    const [row] = this.tables[table].splice(index, 1);
    this.dirty.delete(row);
    this.tableOf.delete(row);
    this.removed.push({ table, localId });
    return true;
  }

  /** Reconciliation: every row's localUUID per table and sync status (PUT /api/admin/sync/summary). */
  summary(): DeviceSummary {
    const tables: DeviceSummary['tables'] = {};
    for (const table of DEVICE_TABLES) {
      const lists: DeviceSummaryTable = { synced: [], pending: [], failed: [], unknown: [] };
      for (const row of this.tables[table]) lists[row.syncStatus in lists ? (row.syncStatus as keyof DeviceSummaryTable) : 'unknown'].push(row.localUUID);
      tables[table] = lists;
    }
    return { tables };
  }

  snapshot(): StoreSnapshot {
    return { nextLocalId: this.nextLocalId, tables: this.tables };
  }

  /**
   * Writes what changed since the last save. Saves run one after another; a failed write keeps
   * its rows to be written by the next save, and rejects.
   */
  save(): Promise<void> {
    if (!this.persistence || (this.dirty.size === 0 && this.removed.length === 0)) return this.writing;
    const changed = [...this.dirty].map(([row, table]) => ({ table, row }));
    const removed = this.removed;
    this.dirty.clear();
    this.removed = [];
    const persistence = this.persistence;
    const write = this.writing.then(() => persistence.write({ snapshot: this.snapshot(), changed, removed }));
    this.writing = write.catch(() => {
      for (const { table, row } of changed) if (!this.dirty.has(row) && this.tableOf.has(row)) this.dirty.set(row, table);
      this.removed.unshift(...removed);
    });
    return write;
  }
}
