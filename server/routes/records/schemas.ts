/** Route schemas shared by the record routes (validation and the OpenAPI document). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText } from '../../../src/domain/inputRules';
import { unauthenticated } from '../../http/errors';
import { errorSchema } from '../schemas';

export type RecordApp = Parameters<FastifyPluginAsyncZod>[0];

const idMessage = 'The id must be a positive whole number';
export const idParamsSchema = z.object({
  id: idFromText(idMessage),
});

export const listQuerySchema = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]; default ["updatedAt","DESC"]'),
  range: z.string().optional().describe('JSON [first,last], inclusive; default [0,24]; at most 100 rows'),
  filter: z.string().optional().describe("JSON object: q, state, lga, ward, zone, createdFrom/To, updatedFrom/To, id, reviewState, and the type's filters"),
});

const nullableText = z.string().nullable();

/** A record row: the system values listed, the schema fields passed through. */
export const recordRowSchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  state: nullableText,
  lga: nullableText,
  ward: nullableText,
  zone: nullableText,
  syncStatus: z.string(),
  collectorId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type RecordRow = z.output<typeof recordRowSchema>;

export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const savedOf = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });

export const errorAnswers = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Record routes validate with attachValidation so that a body's errors reach updateRecord, which
 * answers them per field; access is checked before any of it (server/auth/routeGuard.ts).
 */
export function rethrowValidation(request: FastifyRequest, allowBody: boolean): void {
  const error = request.validationError;
  if (error && !(allowBody && error.validationContext === 'body')) throw error;
}

/** The signed-in user's id (the route guard authenticated the request). */
export function actorOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.user.id;
}
