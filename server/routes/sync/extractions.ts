/** Extraction bundles: uploaded by devices (multipart), listed and downloaded by admins with manage_users. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION_CONSTANTS as P } from '../../../src/domain/permissions';
import { EXTRACTION_UPLOAD_FIELD } from '../../../src/domain/protocol';
import { writeAudit } from '../../audit';
import { requireAnyPermission } from '../../auth/plugin';
import { ApiError, notFound } from '../../http/errors';
import { EXTRACTION_MAX_BYTES, listExtractions, readExtraction, storeExtraction } from '../../sync/extractions';
import { requireCollector } from './device';

const MANAGE = requireAnyPermission([P.MANAGE_USERS]);
const idParams = z.object({ id: z.string().uuid() });

function fieldValue(fields: Record<string, unknown>, name: string): string | null {
  const field = fields[name] as { value?: unknown } | undefined;
  return typeof field?.value === 'string' ? field.value : null;
}

const extractionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: EXTRACTION_MAX_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.authenticate);

  app.post('/', { preHandler: requireCollector, schema: { tags: ['sync'], summary: `Upload an extraction bundle (multipart: requestId, command, summary, then ${EXTRACTION_UPLOAD_FIELD})`, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(400, 'INVALID_UPLOAD', 'Send the bundle as multipart/form-data.');
    const file = await request.file();
    if (!file || file.fieldname !== EXTRACTION_UPLOAD_FIELD) throw new ApiError(400, 'INVALID_UPLOAD', `Attach the bundle under the field ${EXTRACTION_UPLOAD_FIELD}, after the other fields.`);
    let content: Buffer;
    try {
      content = await file.toBuffer();
    } catch {
      throw new ApiError(413, 'FILE_TOO_LARGE', 'The bundle is larger than 50 MB.');
    }
    let summary: Record<string, unknown> = {};
    try {
      summary = JSON.parse(fieldValue(file.fields, 'summary') ?? '{}') as Record<string, unknown>;
    } catch {
      throw new ApiError(400, 'INVALID_UPLOAD', 'summary must be JSON.');
    }
    const stored = await storeExtraction(app.db, {
      collectorId: request.auth!.user.id,
      requestId: fieldValue(file.fields, 'requestId')?.slice(0, 64) ?? null,
      command: fieldValue(file.fields, 'command')?.slice(0, 60) ?? 'extractAllData',
      fileName: (file.filename || 'extraction.json.gz').slice(0, 200),
      contentType: file.mimetype || 'application/octet-stream',
      content,
      summary,
    });
    reply.status(201);
    return { data: stored, message: 'Extraction stored.' };
  });

  app.get('/', { preHandler: MANAGE, schema: { tags: ['sync'], summary: 'Uploaded extraction bundles, newest first', querystring: z.object({ collectorId: z.coerce.number().int().positive().optional() }) } }, async (request) => ({
    data: await listExtractions(app.db, request.query.collectorId),
  }));

  app.get('/:id/download', { preHandler: MANAGE, schema: { tags: ['sync'], summary: 'Download a bundle (audit-logged)', params: idParams } }, async (request, reply) => {
    const row = await readExtraction(app.db, request.params.id);
    if (!row) throw notFound('The extraction');
    await writeAudit(app.db, { userId: request.auth!.user.id, action: 'download', resource: 'extractions', resourceId: row.id, changes: { collectorId: row.collectorId, fileName: row.fileName, sizeBytes: row.sizeBytes }, ip: request.ip });
    reply.header('content-type', row.contentType);
    reply.header('content-disposition', `attachment; filename="${row.fileName.replace(/["\\\r\n]/g, '_')}"`);
    return reply.send(Buffer.from(row.content));
  });
};

export default extractionRoutes;
