/**
 * Batch extraction: a gzip'd JSON bundle of the device's tables and/or photos, uploaded to the
 * server; the answer carries the download path and a summary (spec 01 §3 Batch extraction result).
 * The agent's "photos" are deterministic placeholder bytes: one per school, household and child.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  DEVICE_TABLES,
  type BatchCommand,
  type CommandOf,
  type DeviceTable,
  type ExtractionEstimateData,
  type ExtractionSummary,
} from '../src/domain/protocol';
import { publicRow, type LocalStore, type StoredRow } from './store';

const TABLES_WITH_PHOTOS: readonly DeviceTable[] = ['schools', 'households', 'oosChildren'];

export type BatchOptions = Omit<CommandOf<BatchCommand>, 'command' | 'collectorId' | 'requestId'>;

interface Photo {
  table: DeviceTable;
  localId: number;
  bytes: number;
  readable: boolean;
}

function photoOf(table: DeviceTable, row: StoredRow): Photo {
  const hash = crypto.createHash('sha256').update(row.localUUID).digest();
  // 40 KB to 1.2 MB, and about one photo in sixteen unreadable (a corrupt file on the device).
  return { table, localId: row.localId, bytes: 40_000 + (hash.readUInt32BE(0) % 1_160_000), readable: hash[4] % 16 !== 0 };
}

function selectRows(store: LocalStore, options: BatchOptions, failedOnly: boolean) {
  const wanted = (row: StoredRow) =>
    failedOnly
      ? row.syncStatus === 'failed'
      : row.syncStatus === 'synced' ||
        (row.syncStatus === 'pending' && options.includePendingSync) ||
        (row.syncStatus === 'failed' && options.includeFailedSync) ||
        row.syncStatus === 'unknown';
  return DEVICE_TABLES.map((table) => ({ table, rows: store.rows(table).filter(wanted) }));
}

function photosOf(tables: Array<{ table: DeviceTable; rows: StoredRow[] }>): Photo[] {
  return tables.filter(({ table }) => TABLES_WITH_PHOTOS.includes(table)).flatMap(({ table, rows }) => rows.map((row) => photoOf(table, row)));
}

export function estimate(store: LocalStore, options: BatchOptions): ExtractionEstimateData {
  const tables = selectRows(store, options, false);
  const estimatedRecords = tables.reduce((sum, t) => sum + t.rows.length, 0);
  return {
    message: `About ${estimatedRecords} record(s) in ${tables.filter((t) => t.rows.length).length} table(s) would be extracted`,
    summary: {
      estimatedTables: tables.filter((t) => t.rows.length).length,
      estimatedRecords,
      estimatedImages: options.includeImages ? photosOf(tables).length : 0,
    },
  };
}

/** Builds the bundle of one extraction command. */
export function buildBundle(
  store: LocalStore,
  command: BatchCommand,
  options: BatchOptions,
): { fileName: string; content: Buffer; summary: ExtractionSummary } {
  const imagesOnly = command === 'extractImagesOnly';
  const tables = selectRows(store, options, command === 'extractFailedSyncOnly');
  const photos = options.includeImages || imagesOnly ? photosOf(tables) : [];
  const kept = photos.filter((p) => p.readable && p.bytes <= options.maxImageSize);
  const imageBytes = (p: Photo) => (options.compressImages ? Math.round(p.bytes * 0.35) : p.bytes);
  const body = {
    kind: command,
    createdAt: new Date().toISOString(),
    options,
    tables: imagesOnly ? {} : Object.fromEntries(tables.map(({ table, rows }) => [table, rows.map((row) => ({ ...publicRow(row), data: row.data }))])),
    images: kept.map((p) => ({ table: p.table, localId: p.localId, bytes: imageBytes(p), compressed: options.compressImages })),
  };
  const content = zlib.gzipSync(JSON.stringify(body));
  const totalRecords = imagesOnly ? 0 : tables.reduce((sum, t) => sum + t.rows.length, 0);
  const summary: ExtractionSummary = {
    totalRecords,
    totalTables: imagesOnly ? 0 : tables.filter((t) => t.rows.length).length,
    successfulImages: kept.length,
    imageCount: photos.length,
    dataSize: content.length + kept.reduce((sum, p) => sum + imageBytes(p), 0),
  };
  return { fileName: `${command}-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`, content, summary };
}
