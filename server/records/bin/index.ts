/** Deletes that can be restored (DESIGN §10): delete, restore, the deleted list and the retention purge. */
export { binRecord, deleteRecord } from './delete';
export { restoreRecord, type RestoreOptions } from './restore';
export { listDeleted, deletedContentRange, type DeletedListResult } from './deletedList';
export { purgeExpiredDeletes } from './purge';
export { binFingerprint, binFingerprintSql } from './fingerprint';
export { BIN_MESSAGES } from './bin';
