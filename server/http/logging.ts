/**
 * What the logs may hold (DESIGN §5): request paths, never query strings (an invitation link's
 * token, a code, whatever a client puts there), never bodies, headers or credentials.
 */
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { prettyStdout } from './prettyLog';

/** The path of a URL, without its query string or fragment. */
function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Drops the query string of every path-like word of a text ("Route GET:/x?token=1 not found"). */
function withoutQueryStrings(text: string): string {
  return text.replace(/(\/[^\s?#]*)[?#]\S*/g, '$1');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
}

function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: pathOnly(request.url ?? ''), host: request.host, remoteAddress: request.ip };
}

type LoggedError = Error & { code?: unknown; statusCode?: unknown };

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: LoggedError): SerializedError {
  const { cause } = error;
  return {
    type: error.name,
    message: withoutQueryStrings(error.message),
    stack: withoutQueryStrings(error.stack ?? ''),
    code: error.code,
    statusCode: error.statusCode,
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}

/** Fastify's access lines (one when a request comes in, one when it is answered). */
const ACCESS_MESSAGES = new Set(['incoming request', 'request completed']);
const DEBUG = 20;

const isAccessLine = (args: unknown[]) => args.some((arg) => typeof arg === 'string' && ACCESS_MESSAGES.has(arg));

export interface LogOutput {
  /** `pretty`: the human format of prettyLog.ts on stdout; `json` (default): JSON lines. */
  format?: 'pretty' | 'json';
  /** The level of the access lines (default `info`; `debug` in demo mode keeps the console readable). */
  accessLogLevel?: 'info' | 'debug';
}

/**
 * JSON lines to stdout, written in batches off the request's path: a line waits until 4 KiB have
 * gathered or at most FLUSH_EVERY_MS, instead of one write per line (two lines per request). pino
 * flushes what is left, synchronously, when the process exits (shutdown ends in process.exit).
 */
const FLUSH_EVERY_MS = 250;
let batchedStdout: pino.DestinationStream | undefined;
function jsonStdout(): pino.DestinationStream {
  batchedStdout ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: FLUSH_EVERY_MS });
  return batchedStdout;
}

/** The logger settings for a level (the app's logger; tests add a stream to read the lines). */
export function logOptions(level: string, output: LogOutput = {}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const accessAtDebug = output.accessLogLevel === 'debug';
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      logMethod(args, method, methodLevel) {
        const cleaned = args.map((arg: unknown) => (typeof arg === 'string' ? withoutQueryStrings(arg) : arg)) as Parameters<typeof method>;
        // Fastify logs its access lines at info; demo mode moves them down to debug.
        if (accessAtDebug && methodLevel > DEBUG && isAccessLine(cleaned)) {
          if (this.isLevelEnabled('debug')) this.debug(...cleaned);
          return;
        }
        method.apply(this, cleaned);
      },
    },
    stream: output.format === 'pretty' ? prettyStdout : jsonStdout(),
    // The request serializer keeps no headers or bodies; this guards any object logged by hand.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.newPassword', 'req.body.code', 'req.body.token'],
      censor: '[redacted]',
    },
  };
}
