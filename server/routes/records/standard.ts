/** The list, GET one and PUT one routes of a record type (docs/api-records.md). */
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  recordAnswerSchema,
  recordIdParamsSchema,
  recordListAnswerSchema,
  recordListQuerySchema,
  recordSavedAnswerSchema,
  type RecordRow,
} from '../../../src/domain/api/records';
import { noticeDevice } from '../../review/deviceReviews';
import { contentRange, getRecord, listRecords, notFoundError, updateRecord, writeRules, type ApiRow, type RecordDef } from '../../records';
import { actorOf, errorAnswers, rethrowValidation, type RecordApp } from './schemas';

export interface StandardRouteOptions {
  /** Register GET/PUT /<path>/:id (households have their own). */
  single?: boolean;
  /** Adds computed values to a single record's answer (a school's counts). */
  extend?: (row: ApiRow) => Promise<ApiRow>;
}

/**
 * A list's rows are built by the server from its own columns, in the answer's shape
 * (apiRowsFromColumns): encoding them through the answer schema again would only copy 57 columns
 * of every row. The schema still documents the answer; error answers go through it as ever.
 */
const serializeRows = (rows: unknown) => JSON.stringify(rows);
type AnswerSchema = Parameters<typeof serializerCompiler>[0];
/** Called per answer schema (Fastify types its argument by the route's whole schema). */
const listAnswerSerializer = (answer: Omit<AnswerSchema, 'schema'> & { schema: unknown }) =>
  answer.httpStatus === '200' ? serializeRows : serializerCompiler(answer as AnswerSchema);

export function registerListRoute(app: RecordApp, def: RecordDef): void {
  app.get(
    `/${def.path}`,
    {
      attachValidation: true,
      serializerCompiler: listAnswerSerializer,
      schema: {
        tags: ['records'],
        summary: `List ${def.path} (ra-data-simple-rest: sort, range, filter; Content-Range header)`,
        security: [{ bearerAuth: [] }],
        querystring: recordListQuerySchema,
        response: { 200: recordListAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      rethrowValidation(request, false);
      const result = await listRecords(app.db, def, request.query);
      reply.header('Content-Range', contentRange(def, result));
      if (result.totalEstimated) reply.header('X-Total-Estimated', 'true');
      reply.header('Access-Control-Expose-Headers', 'Content-Range, X-Total-Estimated');
      return result.rows as RecordRow[];
    },
  );
}

export function registerStandardRoutes(app: RecordApp, def: RecordDef, options: StandardRouteOptions = {}): void {
  registerListRoute(app, def);
  if (options.single === false) return;
  const extend = options.extend ?? (async (row: ApiRow) => row);

  app.get(
    `/${def.path}/:id`,
    {
      attachValidation: true,
      schema: {
        tags: ['records'],
        summary: `One ${def.noun}`,
        security: [{ bearerAuth: [] }],
        params: recordIdParamsSchema,
        response: { 200: recordAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      rethrowValidation(request, false);
      const row = await getRecord(app.db, def, request.params.id);
      if (!row) throw notFoundError(def);
      return { data: (await extend(row)) as RecordRow };
    },
  );

  app.put(
    `/${def.path}/:id`,
    {
      schema: {
        tags: ['records'],
        summary: `Update a ${def.noun}: only the fields sent change; unknown fields answer 400`,
        security: [{ bearerAuth: [] }],
        params: recordIdParamsSchema,
        body: writeRules(def).schema,
        response: { 200: recordSavedAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { row, changes } = await updateRecord(app.db, def, request.params.id, request.body, actorOf(request), request.ip);
      if (changes.reviewState) await noticeDevice(app, def, request.params.id);
      return { data: (await extend(row)) as RecordRow, message: def.updatedMessage };
    },
  );
}
