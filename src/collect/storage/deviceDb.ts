/**
 * One IndexedDB database per collector account: the device's rows (LocalStore's persistence), the
 * drafts of forms in progress and small settings. A record opens only for the account that made it.
 */
import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import type { DeviceTable } from '../../domain/protocol';
import type { StoreChange, StorePersistence, StoreSnapshot, StoredRow } from '../../device/store';
import { DEVICE_DB_VERSION, NEXT_LOCAL_ID_KEY, ROW_STORES, deviceDbName, type DeviceDbSchema, type RecordDraft } from './schema';

export type { RecordDraft } from './schema';

type Db = IDBPDatabase<DeviceDbSchema>;

export interface DraftStore {
  get(key: string): Promise<RecordDraft | undefined>;
  put(key: string, draft: RecordDraft): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every draft, the most recently changed first. */
  list(): Promise<RecordDraft[]>;
}

export interface MetaStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
}

export interface DeviceDb {
  readonly name: string;
  /** The saved store, or undefined when this account has nothing on the device yet. */
  load(): Promise<StoreSnapshot | undefined>;
  persistence: StorePersistence;
  drafts: DraftStore;
  meta: MetaStore;
  close(): void;
}

export async function openDeviceDb(userId: number): Promise<DeviceDb> {
  const name = deviceDbName(userId);
  const db = await openDB<DeviceDbSchema>(name, DEVICE_DB_VERSION, {
    upgrade(database) {
      for (const table of ROW_STORES) if (!database.objectStoreNames.contains(table)) database.createObjectStore(table, { keyPath: 'localId' });
      if (!database.objectStoreNames.contains('drafts')) database.createObjectStore('drafts');
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta');
    },
    // Another tab deletes this account's data (sign-out) or upgrades the schema: let it go ahead.
    blocking() {
      db.close();
    },
  });
  return {
    name,
    load: () => loadSnapshot(db),
    persistence: { write: (change) => writeChange(db, change) },
    drafts: draftStore(db),
    meta: {
      get: async <T>(key: string) => (await db.get('meta', key)) as T | undefined,
      put: async (key, value) => {
        await db.put('meta', value, key);
      },
    },
    close: () => db.close(),
  };
}

/** Removes an account's database (its rows, drafts and settings) from this browser. */
export async function deleteDeviceDb(userId: number): Promise<void> {
  await deleteDB(deviceDbName(userId));
}

async function loadSnapshot(db: Db): Promise<StoreSnapshot | undefined> {
  const tx = db.transaction([...ROW_STORES, 'meta'], 'readonly');
  const tables: Partial<Record<DeviceTable, StoredRow[]>> = {};
  let rowCount = 0;
  let highestLocalId = 0;
  for (const table of ROW_STORES) {
    const rows = await tx.objectStore(table).getAll();
    tables[table] = rows;
    rowCount += rows.length;
    for (const row of rows) highestLocalId = Math.max(highestLocalId, row.localId);
  }
  const savedNext = await tx.objectStore('meta').get(NEXT_LOCAL_ID_KEY);
  await tx.done;
  if (rowCount === 0 && typeof savedNext !== 'number') return undefined;
  // A localId is never given twice, even if the counter was lost.
  const nextLocalId = Math.max(typeof savedNext === 'number' ? savedNext : 1, highestLocalId + 1);
  return { nextLocalId, tables };
}

/** Puts, deletes and the counter in one transaction: an error anywhere aborts it, so nothing of the change lands. */
async function writeChange(db: Db, { snapshot, changed, removed }: StoreChange): Promise<void> {
  const tx = db.transaction([...ROW_STORES, 'meta'], 'readwrite');
  const requests: Array<Promise<unknown>> = [];
  try {
    for (const { table, row } of changed) requests.push(tx.objectStore(table).put(row));
    for (const { table, localId } of removed) requests.push(tx.objectStore(table).delete(localId));
    requests.push(tx.objectStore('meta').put(snapshot.nextLocalId, NEXT_LOCAL_ID_KEY));
  } catch (error) {
    // A row that cannot be cloned throws here, before any request: undo the ones already queued.
    tx.abort();
    await Promise.allSettled([...requests, tx.done]);
    throw error;
  }
  await Promise.all([...requests, tx.done]);
}

function draftStore(db: Db): DraftStore {
  return {
    get: (key) => db.get('drafts', key),
    put: async (key, draft) => {
      await db.put('drafts', { ...draft, key }, key);
    },
    delete: (key) => db.delete('drafts', key),
    list: async () => (await db.getAll('drafts')).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  };
}
