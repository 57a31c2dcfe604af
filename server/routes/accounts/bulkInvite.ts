/** Bulk invite: CSV upload under `csvFile`, background jobs, per-row outcomes (also as CSV). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { PERMISSION_CONSTANTS as P } from '../../../src/domain/permissions';
import { BULK_MAX_BYTES, parseBulkCsv } from '../../accounts/bulkCsv';
import { createBulkJob } from '../../accounts/bulkInviteJobs';
import { requireAnyPermission } from '../../auth/plugin';
import { ApiError, notFound } from '../../http/errors';
import { neutraliseCsvCell } from '../../http/csv';

const jobParams = z.object({ id: z.coerce.number().int().positive() });

const bulkInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5 } });
  // onRequest: an unauthenticated call is refused before its body is even validated.
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireAnyPermission([P.MANAGE_USERS]));

  app.post('/upload', { schema: { tags: ['users'], summary: 'Upload a CSV of people to invite (multipart, field csvFile)', consumes: ['multipart/form-data'] } }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(400, 'INVALID_UPLOAD', 'Send the CSV as multipart/form-data under the field csvFile.');
    const file = await request.file();
    if (!file || file.fieldname !== 'csvFile') throw new ApiError(400, 'INVALID_UPLOAD', 'Attach the CSV under the field csvFile.');
    let content: Buffer;
    try {
      content = await file.toBuffer();
    } catch {
      throw new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 2 MB. Split it into smaller files.');
    }
    const rows = parseBulkCsv(content);
    const jobId = await createBulkJob(app, file.filename || 'upload.csv', rows, request.auth!.user, request.ip);
    app.bulkInvites.enqueue(jobId);
    reply.status(202);
    const job = await app.db.selectFrom('bulkInviteJobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    return { data: job, message: `${rows.length} row(s) received. Invitations are being sent.` };
  });

  app.get('/jobs', { schema: { tags: ['users'], summary: 'Bulk-invite jobs, newest first' } }, async () => ({
    data: await app.db.selectFrom('bulkInviteJobs').selectAll().orderBy('id', 'desc').limit(50).execute(),
  }));

  const rowsOf = async (jobId: number) => {
    const job = await app.db.selectFrom('bulkInviteJobs').select('id').where('id', '=', jobId).executeTakeFirst();
    if (!job) throw notFound('The job');
    return app.db.selectFrom('bulkInviteRows').select(['rowNumber', 'fullName', 'email', 'role', 'phone', 'state', 'outcome', 'reason']).where('jobId', '=', jobId).orderBy('rowNumber').execute();
  };

  app.get('/jobs/:id/rows', { schema: { tags: ['users'], params: jobParams } }, async (request) => ({ data: await rowsOf(request.params.id) }));

  app.get('/jobs/:id/rows.csv', { schema: { tags: ['users'], params: jobParams } }, async (request, reply) => {
    const rows = await rowsOf(request.params.id);
    const csv = stringify(
      rows.map((r) => [r.rowNumber, r.fullName, r.email, r.role, r.phone, r.state, r.outcome ?? 'pending', r.reason].map(neutraliseCsvCell)),
      { header: true, columns: ['row', 'fullName', 'email', 'role', 'phone', 'state', 'outcome', 'reason'] },
    );
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="bulk-invite-${request.params.id}-results.csv"`);
    return csv;
  });
};

export default bulkInviteRoutes;
