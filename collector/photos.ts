/** The agent's "photos": deterministic placeholder sizes, one per school, household and child. */
import crypto from 'node:crypto';
import type { PhotoOf } from '../src/device/extract';
import type { DeviceTable } from '../src/domain/protocol';

const TABLES_WITH_PHOTOS: readonly DeviceTable[] = ['schools', 'households', 'oosChildren'];

export const placeholderPhotoOf: PhotoOf = (table, row) => {
  if (!TABLES_WITH_PHOTOS.includes(table)) return undefined;
  const hash = crypto.createHash('sha256').update(row.localUUID).digest();
  // 40 KB to 1.2 MB, and about one photo in sixteen unreadable (a corrupt file on the device).
  return { table, localId: row.localId, bytes: 40_000 + (hash.readUInt32BE(0) % 1_160_000), readable: hash[4] % 16 !== 0 };
};
