/**
 * Compressed answers: Brotli or gzip (the client's choice) for compressible types above 1 KB, JSON
 * included. Brotli at quality 4 and gzip at level 6 keep the cost per answer small; answers up to
 * 64 KB built whole in memory are compressed in one call (./compressSmall.ts), larger ones and
 * streams by @fastify/compress. The web app's files are compressed at build time instead
 * (server/http/precompress.ts, served by ./static.ts).
 * Already compressed types (images, xlsx, zip) are left alone; socket.io never passes here.
 * Request bodies are not decompressed: upload limits stay limits on what arrives.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import { BROTLI_QUALITY, ENCODINGS, GZIP_LEVEL, compressSmallAnswer } from './compressSmall';
import { COMPRESS_THRESHOLD_BYTES } from './precompress';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes registered with `compress: false`: their answers are never compressed. */
    uncompressed?: boolean;
  }
}

/**
 * Text, JSON and XML, as @fastify/compress's default list, but not application/octet-stream: the
 * bytes served as a download (a device's extraction bundle) are gzip already, and browsers refuse
 * them encoded a second time.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The built app's files (@fastify/static's routes carry config.file) are sent as their build-time
  // copies or as they are: never compressed again per request.
  app.addHook('onRoute', (route) => {
    const config = route.config as { file?: unknown } | undefined;
    if (config?.file !== undefined) route.compress = false;
    if (route.compress === false) route.config = { ...route.config, uncompressed: true };
  });
  const small = { threshold: COMPRESS_THRESHOLD_BYTES, compressible: COMPRESSIBLE };
  // Runs before the plugin's own hook (instance hooks come before a route's), which then finds the
  // answer encoded and passes it on.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, (request.routeOptions.config.uncompressed !== true && compressSmallAnswer(request, reply, payload, small)) || payload);
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    encodings: ENCODINGS,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
