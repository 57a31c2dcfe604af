/** What the record routes share besides their wire contracts (src/domain/api/records*.ts): error answers, validation, the actor. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../http/errors';
import { errorSchema } from '../schemas';

export type RecordApp = Parameters<FastifyPluginAsyncZod>[0];

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
