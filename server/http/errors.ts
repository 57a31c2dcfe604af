import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../src/domain/constants';
import { describeFieldErrors, fieldErrorsOf, type IssueLike } from '../../src/domain/fieldErrors';
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

/** `10 MB`, `1.5 MB`: a size limit as the messages say it. */
export const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

export const unauthenticated = (message = 'Please sign in to continue.') => new ApiError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, ERROR_CODES.forbidden, message);
export const notFound = (what = 'The record') => new ApiError(404, ERROR_CODES.notFound, `${what} was not found.`);

/** One of Fastify's validation errors as fastify-type-provider-zod makes it from a zod issue. */
type ValidationItem = { keyword?: string; instancePath?: string; message?: string; params?: { keys?: string[]; errors?: Partial<IssueLike>[][] } };

const pathOf = (instancePath: string | undefined): string[] => instancePath?.split('/').filter(Boolean) ?? [];

/** A Fastify validation error as the zod issue it stands for; for a union, the branch issue that names a field. */
function issueOf(item: ValidationItem): IssueLike {
  const path = pathOf(item.instancePath);
  const branch = item.params?.errors?.flat().find((candidate) => (candidate.path?.length ?? 0) > 0);
  if (branch) return { path: [...path, ...(branch.path ?? [])], message: branch.message ?? item.message ?? 'Invalid value' };
  return { code: item.keyword, keys: item.params?.keys, path, message: item.message ?? 'Invalid value' };
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a NUL in text, an integer out of range, text that
 * is not a number…) is the client's bad value, not a server fault. Validation refuses these first;
 * this is the defence in depth for any value a schema lets through.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * The request body ended before its multipart form did: the client dropped the upload (lost
 * connection, cancelled). Its fault, not the server's: a 400, and nothing kept (the route removes
 * what it had written).
 */
export function isTruncatedUpload(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /unexpected end of (multipart data|form)|part terminated early/i.test(message);
}

/** SQLSTATEs of a database that is stopping, starting or out of connections: try again shortly. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|server closed the connection unexpectedly|terminating connection/i;

export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
/** Seconds a client is told to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * The database cannot be reached right now (PostgreSQL restarting, the network cut, the pool
 * closed by a shutdown): a 503 the client retries, not a 500. pg and Kysely pass these errors up
 * unwrapped; an AggregateError (several addresses refused) carries the code too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

export const invalidValue = () =>
  new ApiError(400, 'INVALID_VALUE', 'A value sent cannot be stored (for example a NUL character or a number out of range). Correct it and try again.');

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      if (error.statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf((error.validation as ValidationItem[]).map(issueOf));
      const body: ApiErrorBody = {
        message: `Some fields are not valid: ${describeFieldErrors(errors)}`,
        code: ERROR_CODES.validation,
        errors,
      };
      return reply.status(400).send(body);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify refused the body before reading it whole (and closes the connection): say the limit.
      const limit = request.routeOptions.bodyLimit;
      const message = `The request body is larger than ${megabytes(limit)}, the most this address accepts. Send a smaller file or split it.`;
      return reply.status(413).send({ message, code: ERROR_CODES.fileTooLarge });
    }
    if (isTruncatedUpload(error)) {
      request.log.info('upload ended before the whole body arrived');
      return reply.status(400).send({ message: 'The upload ended before the whole file arrived. Send it again.', code: ERROR_CODES.uploadIncomplete });
    }
    if (isDataException(error)) {
      request.log.warn({ sqlState: (error as { code?: string }).code }, 'database refused a value');
      const refused = invalidValue();
      return reply.status(400).send({ message: refused.message, code: refused.code });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: 'The database cannot be reached just now. Please try again in a few seconds.', code: SERVICE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.', code: 'INTERNAL_ERROR' });
  });
}
