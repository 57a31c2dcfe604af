/** Bulk invite: CSV upload under `csvFile`, background jobs, per-row outcomes (also as CSV). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../src/domain/api/common';
import { bulkJobParamsSchema, bulkJobsAnswerSchema, bulkRowsAnswerSchema, bulkUploadAnswerSchema } from '../../../src/domain/api/usersBulk';
import { csvLines, safeCell } from '../../../src/domain/csv';
import { BULK_MAX_BYTES, parseBulkCsv } from '../../accounts/bulkCsv';
import { createBulkJob } from '../../accounts/bulkInviteJobs';
import { bulkJob, bulkJobRows, recentBulkJobs } from '../../accounts/bulkInviteReads';
import { readUpload, registerUploads } from '../../http/upload';

const TAGS = ['users'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const bulkInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  app.post(
    '/upload',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload a CSV of people to invite (multipart, field csvFile)',
        consumes: ['multipart/form-data'],
        response: { 202: bulkUploadAnswerSchema, 413: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { content, fileName } = await readUpload(request, reply, {
        field: 'csvFile',
        maxBytes: BULK_MAX_BYTES,
        tooLarge: 'The file is larger than 2 MB. Split it into smaller files.',
        notMultipart: 'Send the CSV as multipart/form-data under the field csvFile.',
        missingFile: 'Attach the CSV under the field csvFile.',
      });
      const rows = parseBulkCsv(content);
      const jobId = await createBulkJob(app, fileName || 'upload.csv', rows, request.auth!.user, request.ip);
      app.bulkInvites.enqueue(jobId);
      reply.status(202);
      const job = await bulkJob(app.db, jobId);
      return { data: job, message: `${rows.length} row(s) received. Invitations are being sent.` };
    },
  );

  app.get('/jobs', { schema: { tags: TAGS, summary: 'Bulk-invite jobs, newest first', response: { 200: bulkJobsAnswerSchema, ...errors } } }, async () => ({
    data: await recentBulkJobs(app.db),
  }));

  app.get('/jobs/:id/rows', { schema: { tags: TAGS, params: bulkJobParamsSchema, response: { 200: bulkRowsAnswerSchema, ...errors } } }, async (request) => ({
    data: await bulkJobRows(app.db, request.params.id),
  }));

  app.get('/jobs/:id/rows.csv', { schema: { tags: TAGS, params: bulkJobParamsSchema } }, async (request, reply) => {
    const rows = await bulkJobRows(app.db, request.params.id);
    const header = ['row', 'fullName', 'email', 'role', 'phone', 'state', 'outcome', 'reason'];
    const cells = rows.map((r) => [r.rowNumber, r.fullName, r.email, r.role, r.phone, r.state, r.outcome ?? 'pending', r.reason].map(safeCell));
    const csv = csvLines([header, ...cells], '\n');
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="bulk-invite-${request.params.id}-results.csv"`);
    return csv;
  });
};

export default bulkInviteRoutes;
