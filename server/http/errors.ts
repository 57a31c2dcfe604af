import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../src/domain/constants';
import type { ApiErrorBody } from '../../src/domain/session';

/** An expected failure with the status, code and message the client sees. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = (message = 'Please sign in to continue.') =>
  new ApiError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, ERROR_CODES.forbidden, message);
export const notFound = (what = 'The record') => new ApiError(404, ERROR_CODES.notFound, `${what} was not found.`);

type ZodIssueLike = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldErrors(issues: readonly ZodIssueLike[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[path] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as ZodIssueLike[]);
      const body: ApiErrorBody = {
        message: `Some fields are not valid: ${Object.entries(errors).map(([f, m]) => `${f}: ${m}`).join('; ')}`,
        code: ERROR_CODES.validation,
        errors,
      };
      return reply.status(400).send(body);
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Please wait a minute and try again.', code: ERROR_CODES.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.', code: 'INTERNAL_ERROR' });
  });
}
