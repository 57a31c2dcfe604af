/**
 * Extraction bundles: uploaded by devices (multipart, streamed to disk, one per open extract
 * command, within the quotas), listed and downloaded by admins with manage_users.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../src/domain/api/common';
import { extractionParamsSchema, extractionsAnswerSchema, extractionsQuerySchema } from '../../../src/domain/api/syncAdmin';
import { extractionSummarySchema, extractionUploadAnswerSchema, type ExtractionSummary } from '../../../src/domain/api/syncDevice';
import { ERROR_CODES } from '../../../src/domain/constants';
import { EXTRACTION_MAX_BYTES, EXTRACTION_MAX_BYTES_PER_COLLECTOR, EXTRACTION_UPLOAD_FIELD } from '../../../src/domain/protocol';
import { writeAudit } from '../../audit';
import { ApiError, notFound } from '../../http/errors';
import { receiveUpload, registerUploads } from '../../http/upload';
import {
  deleteExtraction,
  keptBytes,
  listExtractions,
  noOpenCommand,
  openExtractCommand,
  readExtraction,
  storeExtraction,
  tooLargeMessage,
} from '../../sync/extractions';
import { errorSchema } from '../schemas';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const notFoundErrors = { ...errors, 404: errorSchema };

function parseSummary(text: string | undefined): ExtractionSummary | null {
  try {
    const parsed = extractionSummarySchema.safeParse(JSON.parse(text ?? '{}'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// eslint-disable-next-line no-control-regex -- control characters (NUL among them) are what is removed
const withoutControls = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, '');

/** A download's file name: letters, digits, dot, dash and underscore only. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200) || 'extraction.bin';

const extractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = app.extractionFiles;
  await registerUploads(app);

  /** The open extract command an upload answers. Commands are journalled in batches: write this process's batch before giving up. */
  const commandAnswered = async (collectorId: number, requestId: string | undefined) => {
    if (!requestId || !/^[A-Za-z0-9_-]{1,64}$/.test(requestId)) return undefined;
    const found = await openExtractCommand(app.db, collectorId, requestId);
    if (found) return found;
    await app.realtime.journal.flush();
    return openExtractCommand(app.db, collectorId, requestId);
  };

  app.post(
    '/',
    {
      schema: {
        tags: ['sync'],
        summary: `Upload an extraction bundle (multipart: requestId, command, summary, then ${EXTRACTION_UPLOAD_FIELD})`,
        consumes: ['multipart/form-data'],
        response: { 201: extractionUploadAnswerSchema, ...errors, 409: errorSchema, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const collectorId = request.auth!.user.id;
      const room = EXTRACTION_MAX_BYTES_PER_COLLECTOR - (await keptBytes(app.db, collectorId));
      if (room <= 0) {
        reply.header('connection', 'close');
        throw new ApiError(413, ERROR_CODES.fileTooLarge, tooLargeMessage(room));
      }
      const upload = await receiveUpload(request, reply, {
        field: EXTRACTION_UPLOAD_FIELD,
        maxBytes: Math.min(EXTRACTION_MAX_BYTES, room),
        tooLarge: tooLargeMessage(room),
        notMultipart: 'Send the bundle as multipart/form-data.',
        missingFile: `Attach the bundle under the field ${EXTRACTION_UPLOAD_FIELD}, after the other fields.`,
      });
      const command = await commandAnswered(collectorId, upload.fields.requestId);
      const summary = parseSummary(upload.fields.summary);
      if (!command || !summary) {
        await upload.discard();
        throw command ? new ApiError(400, 'INVALID_UPLOAD', 'summary must be a JSON object.') : noOpenCommand();
      }
      const id = crypto.randomUUID();
      const saved = await upload.saveTo(files.pathOf(id));
      try {
        const stored = await storeExtraction(app.db, {
          id,
          collectorId,
          requestId: command.requestId,
          command: command.command,
          fileName: withoutControls(upload.fileName).slice(0, 200) || 'extraction.json.gz',
          contentType: withoutControls(upload.mimeType).slice(0, 100) || 'application/octet-stream',
          storagePath: id,
          ...saved,
          summary,
        });
        reply.status(201);
        return { data: stored, message: 'Extraction stored.' };
      } catch (error) {
        await files.remove(id);
        throw error;
      }
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['sync'],
        summary: 'Uploaded extraction bundles, newest first',
        querystring: extractionsQuerySchema,
        response: { 200: extractionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listExtractions(app.db, request.query.collectorId),
    }),
  );

  const downloadSchema = { tags: ['sync'], summary: 'Download a bundle (audit-logged)', params: extractionParamsSchema };
  app.get('/:id/download', { schema: downloadSchema }, async (request, reply) => {
    const row = await readExtraction(app.db, request.params.id);
    if (!row) throw notFound('The extraction');
    const path = row.storagePath ? files.pathOf(row.storagePath) : null;
    if (path ? !(await stat(path).catch(() => null)) : !row.content) throw notFound('The bundle file');
    await writeAudit(app.db, {
      userId: request.auth!.user.id,
      action: 'download',
      resource: 'extractions',
      resourceId: row.id,
      changes: { collectorId: row.collectorId, fileName: row.fileName, sizeBytes: row.sizeBytes },
      ip: request.ip,
    });
    // Whatever the uploader called it, the bundle is served as bytes to save, never to render.
    reply.header('content-type', 'application/octet-stream');
    reply.header('content-disposition', `attachment; filename="${safeFileName(row.fileName)}"`);
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(path ? createReadStream(path) : Buffer.from(row.content!));
  });

  // Frees the collector's share of the per-collector cap: the row and its file go, audited.
  const deleteSchema = {
    tags: ['sync'],
    summary: 'Delete a bundle and its file (audit-logged)',
    params: extractionParamsSchema,
    response: { 200: messageSchema, ...notFoundErrors },
  };
  app.delete('/:id', { schema: deleteSchema }, async (request) => {
    const row = await readExtraction(app.db, request.params.id);
    if (!row) throw notFound('The extraction');
    await deleteExtraction(app.db, row, { userId: request.auth!.user.id, ip: request.ip });
    if (row.storagePath) await files.remove(row.storagePath);
    return { message: 'Extraction deleted.' };
  });
};

export default extractionRoutes;
