/**
 * What the logs may hold (DESIGN §5): request paths, never query strings (an invitation link's
 * token, a code, whatever a client puts there), never bodies, headers or credentials.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { BatchedLogDestination } from './logDestination';
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

export interface LogOutput {
  /** `pretty`: the human format of prettyLog.ts on stdout; `json` (default): JSON lines. */
  format?: 'pretty' | 'json';
}

/** What the access line needs of a pino logger beyond its public methods: its destination and bindings. */
interface PinoParts {
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  [pino.symbols.chindingsSym]?: string;
}

/**
 * One access line per request, when it is answered (method, path, status, time), instead of
 * Fastify's two, and written straight to the logger's destination in pino's own format: the
 * line's fields are known (the path without its query string, no headers), so pino's generic
 * serializers, hooks and redaction, which cost as much as the rest of a signed-in request's own
 * work, have nothing to do for it. `level`: `info`, or `debug` in demo mode to keep the console
 * readable. A request that failed is logged through pino as Fastify does.
 */
class AccessLog extends LogController {
  private readonly levelNumber: number;

  constructor(private readonly level: 'info' | 'debug') {
    super();
    this.levelNumber = pino.levels.values[level];
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (pino.levels.values[reply.log.level] > this.levelNumber) return;
    const parts = reply.log as unknown as PinoParts;
    const destination = parts[pino.symbols.streamSym];
    if (!destination) {
      reply.log[this.level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    const req = JSON.stringify(serializeRequest(request));
    destination.write(
      `{"level":${this.levelNumber},"time":${Date.now()}${parts[pino.symbols.chindingsSym] ?? ''},"req":${req},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}

export const accessLog = (level: 'info' | 'debug' = 'info'): LogController => new AccessLog(level);

/** JSON lines to stdout, written in batches off the request's path (./logDestination.ts). */
const FLUSH_EVERY_MS = 250;
let batchedStdout: BatchedLogDestination | undefined;
function jsonStdout(): BatchedLogDestination {
  batchedStdout ??= new BatchedLogDestination(1, FLUSH_EVERY_MS);
  return batchedStdout;
}

/** The logger settings for a level (the app's logger; tests add a stream to read the lines). */
export function logOptions(level: string, output: LogOutput = {}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg: unknown) => (typeof arg === 'string' ? withoutQueryStrings(arg) : arg)) as Parameters<typeof method>;
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
