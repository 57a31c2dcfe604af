/** The IndexedDB layout of one collector account's database. */
import type { DBSchema } from 'idb';
import { DEVICE_TABLES } from '../../domain/deviceWire';
import type { DeviceTable } from '../../domain/protocol';
import type { StoredRow } from '../../device/store';

/** A form being filled in, kept so that closing the page loses nothing. */
export interface RecordDraft {
  key: string;
  table: DeviceTable;
  values: Record<string, unknown>;
  links?: Record<string, string>;
  /** The form step the collector was on. */
  step: number;
  /** Set when the draft corrects a record already on the device. */
  localId?: number;
  updatedAt: string;
}

type RowStores = { [Table in DeviceTable]: { key: number; value: StoredRow } };

export interface DeviceDbSchema extends DBSchema, RowStores {
  drafts: { key: string; value: RecordDraft };
  meta: { key: string; value: unknown };
}

export const DEVICE_DB_VERSION = 1;
/** Meta key of the store's next localId; other meta keys are the caller's. */
export const NEXT_LOCAL_ID_KEY = 'store.nextLocalId';
export const ROW_STORES: readonly DeviceTable[] = DEVICE_TABLES;

export const deviceDbName = (userId: number): string => {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`A collector account id is a positive whole number, not ${userId}`);
  return `edu-collect-user-${userId}`;
};
