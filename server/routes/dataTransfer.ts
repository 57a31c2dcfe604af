/**
 * Data management (docs/api-data.md): a record type exported as CSV (manage_data_export and the
 * type's read permission) and imported from CSV (manage_data_import and the type's write
 * permission). Both audit-logged.
 */
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, recordTypeOfPath } from '../../src/domain/dataTransfer';
import { stateBySlug } from '../../src/domain/locations';
import { hasAnyPermission, PERMISSION_CONSTANTS as P } from '../../src/domain/permissions';
import { RECORD_TYPES } from '../../src/domain/records';
import { isoDate } from '../../src/domain/records/fields';
import { writeAudit } from '../audit';
import { requireAnyPermission } from '../auth/plugin';
import { exportCsv } from '../dataTransfer/export';
import { importRecords } from '../dataTransfer/import';
import { ApiError, forbidden } from '../http/errors';
import { RECORD_DEFS } from '../records';
import type { RecordDef } from '../records/types';

const TYPE_PATHS = Object.values(RECORD_TYPES).map((type) => type.apiPath) as [string, ...string[]];
const typeParams = z.object({ type: z.enum(TYPE_PATHS, { error: `The type is one of: ${TYPE_PATHS.join(', ')}` }) });

/** The record definition of the path, once the user also holds one of `permissions(def)`. */
function recordDefFor(request: FastifyRequest, type: string, permissions: (def: RecordDef) => readonly string[]): RecordDef {
  const recordType = recordTypeOfPath(type);
  if (!recordType) throw new ApiError(404, 'NOT_FOUND', 'Unknown record type.');
  const def = RECORD_DEFS[recordType];
  if (!hasAnyPermission(request.auth!.user, permissions(def))) throw forbidden();
  return def;
}

const dataTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/export/:type',
    {
      onRequest: requireAnyPermission([P.MANAGE_DATA_EXPORT]),
      schema: {
        tags: ['data'],
        summary: 'A record type as CSV (streamed; audit-logged)',
        params: typeParams,
        querystring: z.strictObject({ state: z.string().trim().max(40).optional(), from: isoDate('from').optional(), to: isoDate('to').optional() }),
      },
    },
    async (request, reply) => {
      const def = recordDefFor(request, request.params.type, (d) => d.readPermissions);
      const { state, from, to } = request.query;
      if (state && !stateBySlug(state)) throw new ApiError(400, 'INVALID_QUERY', `Unknown state "${state}". Use a state slug such as kano.`);
      await writeAudit(app.db, { userId: request.auth!.user.id, action: 'export', resource: def.path, changes: { state: state ?? null, from: from ?? null, to: to ?? null }, ip: request.ip });
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${def.path}${state ? `-${state}` : ''}-${day}.csv"`);
      return reply.send(Readable.from(exportCsv(app.db, def, { state, from, to })));
    },
  );

  app.post(
    '/import/:type',
    {
      onRequest: requireAnyPermission([P.MANAGE_DATA_IMPORT]),
      schema: { tags: ['data'], summary: `Import records from CSV (multipart: dryRun, then ${IMPORT_FILE_FIELD})`, params: typeParams, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const def = recordDefFor(request, request.params.type, (d) => d.writePermissions);
      if (!request.isMultipart()) throw new ApiError(400, 'INVALID_UPLOAD', `Send the CSV as multipart/form-data under the field ${IMPORT_FILE_FIELD}.`);
      const file = await request.file();
      if (!file || file.fieldname !== IMPORT_FILE_FIELD) throw new ApiError(400, 'INVALID_UPLOAD', `Attach the CSV under the field ${IMPORT_FILE_FIELD}, after the other fields.`);
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch {
        throw new ApiError(413, 'FILE_TOO_LARGE', `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`);
      }
      const dryRunField = file.fields.dryRun as { value?: unknown } | undefined;
      const dryRun = dryRunField?.value === 'true';
      const report = await importRecords(app.db, def, {
        csv: content.toString('utf8'),
        fileName: (file.filename || 'import.csv').slice(0, 200),
        dryRun,
        actor: { userId: request.auth!.user.id, ip: request.ip },
      });
      if (report.errorCount > 0) {
        reply.status(400);
        return { message: `${report.errorCount} row${report.errorCount === 1 ? '' : 's'} cannot be imported; nothing was written. Correct them and send the file again.`, code: 'IMPORT_REJECTED', data: report };
      }
      const message = dryRun
        ? `Checked: ${report.valid} new record(s) can be imported${report.alreadyPresent ? `, ${report.alreadyPresent} already on the platform` : ''}.`
        : `${report.created} record(s) imported${report.alreadyPresent ? `, ${report.alreadyPresent} already on the platform and left alone` : ''}.`;
      return { message, data: report };
    },
  );
};

export default dataTransferRoutes;
