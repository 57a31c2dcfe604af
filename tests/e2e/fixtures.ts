/**
 * Each worker starts the real app on a random port with a temporary data directory and the built
 * SPA, and keeps the app in hand so that tests can arrange users and roles in its database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { roleIdByName } from '../../server/accounts/defaultRoles';

export interface E2EServer {
  url: string;
  app: FastifyInstance;
}

export const PASSWORD = 'E2e-Password-2026';

export const test = base.extend<object, { server: E2EServer; serverName: string }>({
  /**
   * A spec that needs a database of its own sets `test.use({ serverName: '…' })`: a worker option,
   * so Playwright gives that spec its own worker, and so its own server.
   */
  serverName: ['shared', { scope: 'worker', option: true }],
  server: [
    async ({ serverName }, use) => {
      void serverName;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-'));
      const app = await buildApp({
        mode: 'test',
        host: '127.0.0.1',
        port: 0,
        dataDir,
        jwtSecret: crypto.randomBytes(32).toString('hex'),
        publicUrl: 'http://127.0.0.1',
        demoData: false,
        logLevel: 'silent',
        // E2E_STATIC_DIR lets two checkouts' builds be tested side by side without sharing dist/.
        staticDir: path.resolve(process.env.E2E_STATIC_DIR ?? 'dist'),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await use({ url: `http://127.0.0.1:${port}`, app });
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

let sequence = 0;

export async function createRole(app: FastifyInstance, name: string, displayName: string, permissions: string[]) {
  await app.db
    .insertInto('roles')
    .values({ name, displayName, description: '', permissions: JSON.stringify(permissions) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function createUser(app: FastifyInstance, role: string, fullName = 'Test Person') {
  sequence += 1;
  const email = `e2e${sequence}-${Date.now()}@example.org`;
  await app.db
    .insertInto('users')
    .values({
      email,
      fullName,
      passwordHash: await hashPassword(PASSWORD),
      roleId: await roleIdByName(app.db, role),
      phone: null,
      state: null,
      lastLoginAt: null,
      lastSeenAt: null,
    })
    .execute();
  return email;
}

export async function suspend(app: FastifyInstance, email: string) {
  await app.db.updateTable('users').set({ isActive: false }).where('email', '=', email).execute();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Settled: either the app left /login (signed in) or the page shows why it did not.
  await page.waitForFunction(() => window.location.pathname !== '/login' || document.querySelector('[data-testid="login-error"]') !== null);
}

export { expect };
