import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { invitationTokenFor, resetCodeFor } from '../helpers/mail';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { capturedLogger } from '../helpers/logCapture';

describe('the app shell of the server', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-123.js'), 'console.log(1)');
    t = await createTestApp({ config: { staticDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI document generated from the route schemas, and its viewer', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/admin/auth/login', '/api/admin/auth/refresh', '/api/admin/auth/me', '/api/health']));
    expect(doc.paths['/api/admin/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // API answers carry the short policy for APIs; pages carry the site's own (below).
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers every non-API page path with index.html', async () => {
    for (const url of ['/', '/admin/dashboard', '/admin/schools/edit/4', '/programmes/2?x=1', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves built assets and answers JSON 404 for unknown API paths', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('logging', () => {
  it('never writes passwords or tokens to the log', async () => {
    const { lines, logger } = capturedLogger();
    const t = await createTestApp({ logger });
    try {
      const user = await createUser(t.app, { role: 'admin' });
      const token = await loginToken(t.app, user.email);
      await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
      const log = lines.join('\n');
      expect(log).toContain('/api/admin/auth/me');
      expect(log).not.toContain(TEST_PASSWORD);
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });

  it('never writes reset codes or invitation tokens to the log', async () => {
    const { lines, logger } = capturedLogger();
    const t = await createTestApp({ logger });
    try {
      const admin = await createUser(t.app, { role: 'admin' });
      const token = await loginToken(t.app, admin.email);
      await t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email: admin.email } });
      const code = await resetCodeFor(t.app, admin.email);
      await t.app.inject({ method: 'POST', url: '/api/admin/auth/reset-password', payload: { email: admin.email, code, newPassword: 'Fresh-Secret-2026' } });
      const adminToken = await loginToken(t.app, admin.email, 'Fresh-Secret-2026');
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/user-management/invite',
        headers: bearer(adminToken),
        payload: { fullName: 'Log Check', email: 'log-check@example.org', roleId: await roleIdByName(t.app.db, 'collector') },
      });
      const invitation = await invitationTokenFor(t.app, 'log-check@example.org');
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/accept-invitation',
        payload: { token: invitation, email: 'log-check@example.org', password: 'Another-Fresh-1' },
      });
      const log = lines.join('\n');
      expect(log).toContain('/api/admin/auth/reset-password');
      // The code as a number of its own (not as digits inside a timestamp).
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      for (const secret of [invitation, token, 'Fresh-Secret-2026', 'Another-Fresh-1']) expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
