/**
 * Batch extraction: a gzip'd JSON bundle of the device's tables and/or photos, uploaded to the
 * server; the answer carries the download path and a summary (spec 01 §3 Batch extraction result).
 * A device says what photo it holds for a row (`PhotoOf`): the agent's are placeholders
 * (collector/photos.ts), the web collector takes none.
 */
import { DEVICE_TABLES } from '../domain/deviceWire';
import type { BatchCommand, CommandOf, DeviceTable, ExtractionEstimateData, ExtractionSummary } from '../domain/protocol';
import { publicRow, type LocalStore, type StoredRow } from './store';

export type BatchOptions = Omit<CommandOf<BatchCommand>, 'command' | 'collectorId' | 'requestId'>;

export interface Photo {
  table: DeviceTable;
  localId: number;
  bytes: number;
  readable: boolean;
}

/** The photo a device holds for a row, if any. */
export type PhotoOf = (table: DeviceTable, row: StoredRow) => Photo | undefined;

const noPhotos: PhotoOf = () => undefined;

/** gzip through the platform's CompressionStream (browsers and Node alike). */
async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
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

function photosOf(tables: Array<{ table: DeviceTable; rows: StoredRow[] }>, photoOf: PhotoOf): Photo[] {
  return tables.flatMap(({ table, rows }) => rows.flatMap((row) => photoOf(table, row) ?? []));
}

export function estimate(store: LocalStore, options: BatchOptions, photoOf: PhotoOf = noPhotos): ExtractionEstimateData {
  const tables = selectRows(store, options, false);
  const estimatedRecords = tables.reduce((sum, t) => sum + t.rows.length, 0);
  return {
    message: `About ${estimatedRecords} record(s) in ${tables.filter((t) => t.rows.length).length} table(s) would be extracted`,
    summary: {
      estimatedTables: tables.filter((t) => t.rows.length).length,
      estimatedRecords,
      estimatedImages: options.includeImages ? photosOf(tables, photoOf).length : 0,
    },
  };
}

/** Builds the bundle of one extraction command. */
export async function buildBundle(
  store: LocalStore,
  command: BatchCommand,
  options: BatchOptions,
  photoOf: PhotoOf = noPhotos,
): Promise<{ fileName: string; content: Uint8Array; summary: ExtractionSummary }> {
  const imagesOnly = command === 'extractImagesOnly';
  const tables = selectRows(store, options, command === 'extractFailedSyncOnly');
  const photos = options.includeImages || imagesOnly ? photosOf(tables, photoOf) : [];
  const kept = photos.filter((p) => p.readable && p.bytes <= options.maxImageSize);
  const imageBytes = (p: Photo) => (options.compressImages ? Math.round(p.bytes * 0.35) : p.bytes);
  const body = {
    kind: command,
    createdAt: new Date().toISOString(),
    options,
    tables: imagesOnly ? {} : Object.fromEntries(tables.map(({ table, rows }) => [table, rows.map((row) => ({ ...publicRow(row), data: row.data }))])),
    images: kept.map((p) => ({ table: p.table, localId: p.localId, bytes: imageBytes(p), compressed: options.compressImages })),
  };
  const content = await gzip(JSON.stringify(body));
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
