/**
 * Answers built whole in memory (JSON pages, small texts) compressed in one call rather than
 * through @fastify/compress's stream, which turns a string into a readable, pipes it through a
 * zlib stream on the thread pool and costs about a millisecond of latency per answer, several
 * times the compression itself (a 30 KB list page: ≈ 0.2 ms of Brotli at quality 4). Up to
 * SYNC_LIMIT_BYTES the work is short enough to do on the spot; larger answers and streams are
 * left to the plugin, which never holds the event loop.
 */
import negotiator from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';

/** Above this, an answer goes to the plugin's stream (compressing it here would hold the event loop). */
export const SYNC_LIMIT_BYTES = 64 * 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
export const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
const GZIP_ALIASES = /\*|x-gzip/gu;

export interface SmallAnswerOptions {
  threshold: number;
  compressible: RegExp;
}

const brotliParams = (size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** The compressed bytes of a whole answer, or undefined to leave it as it is (to the plugin, or plain). */
export function compressSmallAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, options: SmallAnswerOptions): Buffer | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const size = Buffer.byteLength(payload);
  if (size < options.threshold || size > SYNC_LIMIT_BYTES) return undefined;
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const current = reply.getHeader('content-encoding');
  if (current !== undefined && current !== 'identity') return undefined;
  if (!options.compressible.test(String(reply.getHeader('content-type') ?? 'application/json'))) return undefined;
  // As the plugin reads the header: `*` (no preference) and x-gzip mean gzip.
  const encoding = negotiator.negotiate(accepted.toLowerCase().replace(GZIP_ALIASES, 'gzip'), ENCODINGS);
  if (encoding !== 'br' && encoding !== 'gzip') return undefined;
  const compressed = encoding === 'br' ? zlib.brotliCompressSync(payload, brotliParams(size)) : zlib.gzipSync(payload, { level: GZIP_LEVEL });
  varyOnEncoding(reply);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}
