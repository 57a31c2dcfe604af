/**
 * Serves the built SPA and answers every non-API page path with index.html (history fallback).
 * Text files go out as the `.br` / `.gz` copies written at build time (server/http/precompress.ts);
 * hashed assets are cached for a year, index.html is re-checked on every visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../src/domain/constants';
import { EMBED_BASE } from '../../src/domain/publicEmbed';
import { COMPRESSIBLE } from './precompress';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The web collector's own build (DESIGN §10): its page answers every path under /collect/. */
const COLLECT_BASE = '/collect/';
const COLLECT_PAGE = 'collect/index.html';

/**
 * Embeddable charts (issue 27): one page answers every path under /embed/, and it is the only
 * page other sites may show in a frame (the rest keep frame-ancestors 'none' and X-Frame-Options).
 */
const EMBED_PAGE = 'embed/index.html';

function allowFraming(reply: FastifyReply): void {
  const headers = reply.raw;
  headers.removeHeader('x-frame-options');
  const policy = headers.getHeader('content-security-policy');
  if (typeof policy === 'string') headers.setHeader('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  // A host page that isolates itself (Cross-Origin-Embedder-Policy) may still load the frame.
  headers.setHeader('cross-origin-resource-policy', 'cross-origin');
}

function cacheControlFor(filePath: string): string {
  // Hashed asset names never change content; index.html and the collector's service worker must always be re-read.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  if (/^(index\.html|sw\.js)(\.br|\.gz)?$/.test(path.basename(filePath))) return 'no-cache';
  return 'public, max-age=3600';
}

export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir!,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        if (COMPRESSIBLE.test(filePath.replace(/\.(br|gz)$/, ''))) res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No API route for ${request.method} ${url}.`, code: ERROR_CODES.notFound });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you), or use `npm run dev`.');
    }
    if (path.extname(url) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // The collector's pages live under /collect/ (its service worker's scope).
    if (url === COLLECT_BASE.slice(0, -1)) return reply.redirect(COLLECT_BASE, 301);
    if (url.startsWith(COLLECT_BASE)) return reply.sendFile(COLLECT_PAGE);
    if (url === EMBED_BASE.slice(0, -1)) return reply.redirect(EMBED_BASE, 301);
    if (url.startsWith(EMBED_BASE)) {
      allowFraming(reply);
      return reply.sendFile(EMBED_PAGE);
    }
    return reply.sendFile('index.html');
  });
}
