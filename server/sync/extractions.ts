/**
 * Extraction bundles (docs/collector-protocol.md §6): a collector uploads one bundle per open
 * extract command, within a quota per collector; the bytes are a file (./extractionFiles), the row
 * keeps its name, size and SHA-256. Admins with manage_users list and download them.
 */
import {
  EXTRACT_COMMANDS,
  EXTRACTION_COMMAND_MAX_AGE_MS,
  EXTRACTION_MAX_BYTES,
  EXTRACTION_MAX_BYTES_PER_COLLECTOR,
  extractionDownloadPath,
} from '../../src/domain/protocol';
import type { ExtractionEntry } from '../../src/domain/api/syncAdmin';
import type { ExtractionSummary, StoredExtraction } from '../../src/domain/api/syncDevice';
import { OPEN_COMMAND_STATUSES } from '../../src/domain/commands';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { ApiError, megabytes } from '../http/errors';

const EXTRACTION_LIMITS_TEXT = `at most ${megabytes(EXTRACTION_MAX_BYTES)} per bundle and ${megabytes(EXTRACTION_MAX_BYTES_PER_COLLECTOR)} kept per collector`;

/** The 413 message when `room` bytes are left of the collector's quota (or the bundle cap is the smaller). */
export function tooLargeMessage(room: number): string {
  return room >= EXTRACTION_MAX_BYTES
    ? `The bundle is larger than ${megabytes(EXTRACTION_MAX_BYTES)} (${EXTRACTION_LIMITS_TEXT}).`
    : `This collector has ${megabytes(Math.max(room, 0))} left of the bundles it may keep (${EXTRACTION_LIMITS_TEXT}); older bundles must be removed first.`;
}

export const noOpenCommand = () =>
  new ApiError(
    409,
    'NO_OPEN_COMMAND',
    `A bundle is accepted only as the answer to an open extract command sent to this collector in the last ${EXTRACTION_COMMAND_MAX_AGE_MS / 60_000} minutes, once; requestId names none.`,
  );

/** Bytes of the bundles a collector keeps. */
export async function keptBytes(db: Db, collectorId: number): Promise<number> {
  const row = await db
    .selectFrom('deviceExtractions')
    .select((eb) => eb.fn.sum<string | number | null>('sizeBytes').as('total'))
    .where('collectorId', '=', collectorId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The collector's extract command of this requestId: still open, recent, and with no bundle yet. */
export function openExtractCommand(db: Db, collectorId: number, requestId: string, now = Date.now()) {
  return db
    .selectFrom('deviceCommands')
    .select(['requestId', 'command'])
    .where('requestId', '=', requestId)
    .where('collectorId', '=', collectorId)
    .where('command', 'in', [...EXTRACT_COMMANDS])
    .where('status', 'in', OPEN_COMMAND_STATUSES)
    .where('createdAt', '>', new Date(now - EXTRACTION_COMMAND_MAX_AGE_MS))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('deviceExtractions').select('id').whereRef('deviceExtractions.requestId', '=', 'deviceCommands.requestId'))),
    )
    .executeTakeFirst();
}

export interface NewExtraction {
  id: string;
  collectorId: number;
  requestId: string;
  command: string;
  fileName: string;
  contentType: string;
  storagePath: string;
  sizeBytes: number;
  sha256: string;
  summary: ExtractionSummary;
}

/** Records a bundle already on disk; the one-per-command rule and the quota are checked again under a lock on the collector. */
export async function storeExtraction(db: Db, input: NewExtraction): Promise<StoredExtraction> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', input.collectorId).forUpdate().executeTakeFirst();
    const taken = await trx.selectFrom('deviceExtractions').select('id').where('requestId', '=', input.requestId).executeTakeFirst();
    if (taken) throw noOpenCommand();
    const room = EXTRACTION_MAX_BYTES_PER_COLLECTOR - (await keptBytes(trx, input.collectorId));
    if (input.sizeBytes > room) throw new ApiError(413, 'FILE_TOO_LARGE', tooLargeMessage(room));
    await trx
      .insertInto('deviceExtractions')
      .values({ ...input, content: null, summary: JSON.stringify(input.summary) })
      .execute();
    return { extractionId: input.id, filePath: extractionDownloadPath(input.id), sizeBytes: input.sizeBytes };
  });
}

const META = ['id', 'collectorId', 'requestId', 'command', 'fileName', 'contentType', 'sizeBytes', 'sha256', 'summary', 'createdAt'] as const;

/** The newest 200 bundles (of one collector), with their download path. */
export async function listExtractions(db: Db, collectorId?: number): Promise<ExtractionEntry[]> {
  let query = db.selectFrom('deviceExtractions').select(META).orderBy('createdAt', 'desc').limit(200);
  if (collectorId) query = query.where('collectorId', '=', collectorId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString(), filePath: extractionDownloadPath(row.id) }));
}

/** A bundle's row: its file's name, or (uploaded before migration 009) its bytes. */
export async function readExtraction(db: Db, id: string) {
  return db
    .selectFrom('deviceExtractions')
    .select([...META, 'storagePath', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deletes a bundle's row, audit-logged (the caller removes its file once this has committed). */
export async function deleteExtraction(
  db: Db,
  row: { id: string; collectorId: number; fileName: string; sizeBytes: number },
  actor: { userId: number; ip: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('deviceExtractions').where('id', '=', row.id).execute();
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'delete',
      resource: 'extractions',
      resourceId: row.id,
      changes: { collectorId: row.collectorId, fileName: row.fileName, sizeBytes: row.sizeBytes },
      ip: actor.ip,
    });
  });
}
