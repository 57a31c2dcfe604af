/**
 * Embeddable charts (/embed/<chart-id>): the server answers every path under /embed/ with the
 * embed build's page, and only that page may be framed by other sites; the site's pages and the
 * API keep frame-ancestors 'none' and X-Frame-Options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

const SITE_PAGE = '<!doctype html><div id="root"></div>';
const EMBED_PAGE = '<!doctype html><div id="embed-root"></div>';

describe('the embed pages', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-embed-'));
    fs.mkdirSync(path.join(staticDir, 'embed', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), SITE_PAGE);
    fs.writeFileSync(path.join(staticDir, 'embed', 'index.html'), EMBED_PAGE);
    fs.writeFileSync(path.join(staticDir, 'embed', 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ config: { staticDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers every chart address, with its query, with the embed page, re-checked on every visit', async () => {
    for (const url of ['/embed/oos-by-sex', '/embed/literacy-by-state?zone=north-west&state=kano&lang=ha', '/embed/unknown-chart/', '/embed/']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(EMBED_PAGE);
      expect(answer.headers['content-type'], url).toContain('text/html');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    const bare = await get('/embed');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/embed/');
  });

  it('lets other sites frame the embed page, keeping the rest of its security policy', async () => {
    const answer = await get('/embed/oos-by-sex');
    expect(answer.headers['x-frame-options']).toBeUndefined();
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors *');
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keeps the site's pages and the API unframeable", async () => {
    for (const url of ['/', '/charts?zone=north-west', '/embedded', '/api/public/summary']) {
      const answer = await get(url);
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(answer.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
    expect((await get('/charts')).body).toBe(SITE_PAGE);
  });

  it('serves the embed build’s hashed assets, and no page for a missing one', async () => {
    const asset = await get('/embed/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/embed/assets/missing-123.js')).statusCode).toBe(404);
  });
});
