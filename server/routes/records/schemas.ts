/** Route schemas shared by the record routes (validation and the OpenAPI document). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyPermission } from '../../auth/plugin';
import type { RecordDef } from '../../records';
import { unauthenticated } from '../../http/errors';
import { errorSchema } from '../schemas';

export type RecordApp = Parameters<FastifyPluginAsyncZod>[0];

const idMessage = 'The id must be a positive whole number';
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(2147483647, idMessage),
});

export const listQuerySchema = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]; default ["updatedAt","DESC"]'),
  range: z.string().optional().describe('JSON [first,last], inclusive; default [0,24]; at most 100 rows'),
  filter: z.string().optional().describe('JSON object: q, state, lga, ward, zone, createdFrom/To, updatedFrom/To, id, and the type\'s filters'),
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

/** Route-level checks run after authentication (attachValidation), so a stranger gets 401 first. */
export function rethrowValidation(request: FastifyRequest, allowBody: boolean): void {
  const error = request.validationError;
  if (error && !(allowBody && error.validationContext === 'body')) throw error;
}

/** Lists need the READ_ (or MANAGE_) permission, writes the WRITE_ one. */
export function readGuard(app: RecordApp, def: RecordDef) {
  return [app.authenticate, requireAnyPermission(def.readPermissions)];
}
export function writeGuard(app: RecordApp, def: RecordDef) {
  return [app.authenticate, requireAnyPermission(def.writePermissions)];
}
/** One record is read by listers and by editors (the edit screens load it first). */
export function readOneGuard(app: RecordApp, def: RecordDef) {
  return [app.authenticate, requireAnyPermission([...def.readPermissions, ...def.writePermissions])];
}

/** The signed-in user's id (routes run after `authenticate`). */
export function actorOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.user.id;
}
