/**
 * Answers built whole in memory are compressed in one call up to 64 KB (their compressed length
 * known, so sent with Content-Length), larger ones through @fastify/compress's stream (chunked);
 * both honour the client's Accept-Encoding as the plugin reads it, a route's `compress: false`,
 * X-No-Compression, the compressible types and an existing Vary header.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../../server/http/compression';
import { SYNC_LIMIT_BYTES } from '../../../server/http/compressSmall';

const rowsOf = (bytes: number) => JSON.stringify(Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, name: `learner ${i * 7919}` })));
const SMALL = rowsOf(30 * 1024);
const LARGE = rowsOf(SYNC_LIMIT_BYTES * 2);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/small', (_request, reply) => reply.type('application/json').send(SMALL));
  app.get('/large', (_request, reply) => reply.type('application/json').send(LARGE));
  app.get('/plain', { compress: false }, (_request, reply) => reply.type('application/json').send(SMALL));
  app.get('/varied', (_request, reply) => reply.type('application/json').header('vary', 'origin').send(SMALL));
  app.get('/image', (_request, reply) => reply.type('image/png').send(Buffer.alloc(8192, 1)));
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('answers compressed in one call or streamed', () => {
  it('compresses a 30 KB answer with Brotli in one call: its compressed length is known', async () => {
    const answer = await get('/small', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(SMALL);
    expect(answer.rawPayload.length).toBeLessThan(SMALL.length / 3);
  });

  it('streams an answer over 64 KB through the plugin (chunked), still compressed', async () => {
    const answer = await get('/large', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(LARGE);
  });

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
  ])('Accept-Encoding %j gets %s', async (accepted, expected) => {
    const answer = await get('/small', { 'accept-encoding': accepted });
    expect(answer.headers['content-encoding']).toBe(expected);
    const body = expected === 'gzip' ? zlib.gunzipSync(answer.rawPayload).toString() : answer.body;
    expect(body).toBe(SMALL);
  });

  it('sends plain bytes without Accept-Encoding, with X-No-Compression, on a compress: false route and for images', async () => {
    for (const [url, headers] of [
      ['/small', {}],
      ['/small', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
      ['/plain', { 'accept-encoding': 'br' }],
      ['/image', { 'accept-encoding': 'br' }],
    ] as const) {
      const answer = await get(url, headers);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(answer.rawPayload.length, url).toBe(url === '/image' ? 8192 : SMALL.length);
    }
  });

  it('adds accept-encoding to a Vary header the route set', async () => {
    const answer = await get('/varied', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('origin, accept-encoding');
  });
});
