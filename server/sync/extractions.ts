/** Extraction bundles uploaded by devices: stored in the database, downloaded by admins. */
import crypto from 'node:crypto';
import { extractionDownloadPath } from '../../src/domain/protocol';
import type { Db } from '../db/connection';

/** Largest bundle accepted (bytes). */
export const EXTRACTION_MAX_BYTES = 50 * 1024 * 1024;

export interface NewExtraction {
  collectorId: number;
  requestId: string | null;
  command: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  summary: Record<string, unknown>;
}

export async function storeExtraction(db: Db, input: NewExtraction) {
  const id = crypto.randomUUID();
  await db
    .insertInto('deviceExtractions')
    .values({ id, ...input, sizeBytes: input.content.length, summary: JSON.stringify(input.summary) })
    .execute();
  return { extractionId: id, filePath: extractionDownloadPath(id), sizeBytes: input.content.length };
}

const META = ['id', 'collectorId', 'requestId', 'command', 'fileName', 'contentType', 'sizeBytes', 'summary', 'createdAt'] as const;

export async function listExtractions(db: Db, collectorId?: number) {
  let query = db.selectFrom('deviceExtractions').select(META).orderBy('createdAt', 'desc').limit(200);
  if (collectorId) query = query.where('collectorId', '=', collectorId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, filePath: extractionDownloadPath(row.id) }));
}

export async function readExtraction(db: Db, id: string) {
  return db.selectFrom('deviceExtractions').select([...META, 'content']).where('id', '=', id).executeTakeFirst();
}
