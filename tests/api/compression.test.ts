/**
 * Answers and assets compressed: the built app's text files go out as the
 * Brotli or gzip copies written at build time, with a year's immutable caching for hashed assets
 * and `no-cache` for index.html; JSON above 1 KB is compressed on the fly; small answers, already
 * compressed types and clients that ask for no encoding get the plain bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../server/http/precompress';
import { createTestApp, type TestApp } from '../helpers/testApp';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(1200)}</body></html>`;

describe('compression and caching', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-compress-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(staticDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
    await precompressDir(staticDir);
    t = await createTestApp({ config: { staticDir } });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('writes .br and .gz copies of text files at build time, none for small or binary files', () => {
    const assets = fs.readdirSync(path.join(staticDir, 'assets')).sort();
    expect(assets).toEqual(['index-abc123.js', 'index-abc123.js.br', 'index-abc123.js.gz', 'logo-abc123.png', 'tiny-abc123.js']);
    expect(fs.existsSync(path.join(staticDir, 'index.html.br'))).toBe(true);
  });

  it('sends a hashed asset as its Brotli copy, cached for a year', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('sends the gzip copy to a client without Brotli, and the plain file to one without either', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed and to be re-checked on every visit, for / and any page path', async () => {
    for (const url of ['/', '/maps']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('leaves small files and images alone', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    const image = await get('/assets/logo-abc123.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it('compresses JSON answers above 1 KB with Brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/locations/states', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/locations/states', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/locations/states', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves JSON answers under 1 KB uncompressed', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
