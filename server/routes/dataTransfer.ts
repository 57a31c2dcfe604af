/**
 * Data management (docs/api-data.md): a record type exported as CSV (manage_data_export and the
 * type's read permission) and imported from CSV (manage_data_import and the type's write
 * permission). Both audit-logged.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema, importAnswerSchema, importFailureSchema, transferParamsSchema, type ImportRejected } from '../../src/domain/api/dataTransfer';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, recordTypeOfPath } from '../../src/domain/dataTransfer';
import { stateBySlug } from '../../src/domain/locations';
import { writeAudit } from '../audit';
import { csvExporter } from '../dataTransfer/export';
import { XLSX_TYPE, exportXlsx } from '../dataTransfer/exportXlsx';
import { importRecords } from '../dataTransfer/import';
import { discardUnfinishedImports } from '../dataTransfer/importBatch';
import { ApiError, megabytes } from '../http/errors';
import { deliverNotifications, recordNotifications, type StoredNotification } from '../notifications/notify';
import { importFinished, notifyExportFinished, whenFinished } from '../notifications/triggers';
import { readUpload, registerUploads } from '../http/upload';
import { RECORD_DEFS } from '../records';
import type { RecordDef } from '../records/types';

/** The record definition of the path (the route guard has checked the type's permission). */
function recordDefFor(type: string): RecordDef {
  const recordType = recordTypeOfPath(type);
  if (!recordType) throw new ApiError(404, 'NOT_FOUND', 'Unknown record type.');
  return RECORD_DEFS[recordType];
}

const dataTransferRoutes: FastifyPluginAsyncZod<{ embeddedDatabase: boolean; databaseUrl?: string }> = async (app, options) => {
  await registerUploads(app);
  const exporter = csvExporter(app.db, options.databaseUrl);
  app.addHook('onClose', () => exporter.close());
  // The embedded database has one process, so at its start every open batch was cut off.
  app.addHook('onReady', async () => {
    await discardUnfinishedImports(app.db, options.embeddedDatabase ? 0 : undefined);
  });

  app.get(
    '/export/:type',
    {
      schema: {
        tags: ['data'],
        summary: 'A record type as CSV or XLSX (format=xlsx, headers in lang) (streamed; audit-logged)',
        params: transferParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const def = recordDefFor(request.params.type);
      const { state, from, to, format, lang } = request.query;
      if (state && !stateBySlug(state))
        throw new ApiError(400, 'INVALID_QUERY', `Unknown state "${state}". Use a state slug such as kano.`, { state: 'Unknown state' });
      await writeAudit(app.db, {
        userId: request.auth!.user.id,
        action: 'export',
        resource: def.path,
        changes: { state: state ?? null, from: from ?? null, to: to ?? null, format },
        ip: request.ip,
      });
      const day = new Date().toISOString().slice(0, 10);
      if (format === 'xlsx') {
        const userId = request.auth!.user.id;
        const xlsxName = `${def.path}${state ? `-${state}` : ''}-${day}.xlsx`;
        reply.header('content-type', XLSX_TYPE);
        reply.header('content-disposition', `attachment; filename="${xlsxName}"`);
        const workbook = exportXlsx(app.db, def, { state, from, to }, lang, { copyPool: exporter.copyPool });
        return reply.send(Readable.from(whenFinished(workbook, () => notifyExportFinished(app, userId, def.type, xlsxName))));
      }
      reply.header('content-type', 'text/csv; charset=utf-8');
      const fileName = `${def.path}${state ? `-${state}` : ''}-${day}.csv`;
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      const userId = request.auth!.user.id;
      return reply.send(Readable.from(whenFinished(exporter.csv(def, { state, from, to }), () => notifyExportFinished(app, userId, def.type, fileName))));
    },
  );

  app.post(
    '/import/:type',
    {
      schema: {
        tags: ['data'],
        summary: `Import records from CSV (multipart: dryRun, then ${IMPORT_FILE_FIELD})`,
        params: transferParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: importAnswerSchema, 400: importFailureSchema },
      },
    },
    async (request, reply) => {
      const def = recordDefFor(request.params.type);
      const { content, fileName, fields } = await readUpload(request, reply, {
        field: IMPORT_FILE_FIELD,
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: `The file is larger than ${megabytes(IMPORT_MAX_BYTES)}. Split it into smaller files.`,
        notMultipart: `Send the CSV as multipart/form-data under the field ${IMPORT_FILE_FIELD}.`,
        missingFile: `Attach the CSV under the field ${IMPORT_FILE_FIELD}, after the other fields.`,
      });
      const dryRun = fields.dryRun === 'true';
      const userId = request.auth!.user.id;
      const importName = (fileName || 'import.csv').slice(0, 200);
      let told: StoredNotification[] = [];
      const report = await importRecords(app.db, def, {
        csv: content.toString('utf8'),
        fileName: importName,
        dryRun,
        actor: { userId, ip: request.ip },
        stopping: app.lifecycle.stopping,
        onPublish: async (trx, outcome) => {
          told = await recordNotifications(trx, [importFinished(userId, def.type, { fileName: importName, ...outcome })]);
        },
      });
      deliverNotifications(app, told);
      if (report.errorCount > 0) {
        const rejected: ImportRejected = {
          message: `${report.errorCount} row${report.errorCount === 1 ? '' : 's'} cannot be imported; nothing was written. Correct them and send the file again.`,
          code: 'IMPORT_REJECTED',
          data: report,
        };
        return reply.status(400).send(rejected);
      }
      const message = dryRun
        ? `Checked: ${report.valid} new record(s) can be imported${report.alreadyPresent ? `, ${report.alreadyPresent} already on the platform` : ''}.`
        : `${report.created} record(s) imported${report.alreadyPresent ? `, ${report.alreadyPresent} already on the platform and left alone` : ''}.`;
      return { message, data: report };
    },
  );
};

export default dataTransferRoutes;
