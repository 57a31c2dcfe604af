import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runStartupTasks, formatStartupBanner } from '../../server/startupTasks';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { login } from '../helpers/fixtures';

let t: TestApp | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  t = undefined;
  dataDir = undefined;
});

describe('start-up tasks', () => {
  it('seeds one demo user per default role (three collectors) on an empty database, once, and prints them', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-demo-'));
    t = await createTestApp({ config: { demoData: true, dataDir } });
    const first = await runStartupTasks(t.app, t.config);
    expect(first.seededDemo).toBe(true);
    expect(first.demoAccounts!.map((a) => a.role)).toEqual(['super_admin', 'admin', 'executive', 'supervisor', 'collector', 'collector', 'collector']);
    const account = first.demoAccounts![3];
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);

    const second = await runStartupTasks(t.app, t.config);
    expect(second.seededDemo).toBe(false);
    expect(second.demoAccounts).toEqual(first.demoAccounts);
    const users = await t.app.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(7);

    const banner = formatStartupBanner(t.config, first, 'PGlite');
    expect(banner).toContain('http://localhost:8080');
    for (const a of first.demoAccounts!) expect(banner).toContain(a.email);
  });

  it('creates the ADMIN_EMAIL super admin and resets its password on a later start', async () => {
    t = await createTestApp({ config: { adminEmail: 'root@example.org', adminPassword: 'first-password-1' } });
    expect((await runStartupTasks(t.app, t.config)).adminFromEnvironment).toBe('created');
    const first = await login(t.app, 'root@example.org', 'first-password-1');
    expect(first.json().data.user.role).toBe('super_admin');

    await t.app.db.updateTable('users').set({ isActive: false }).where('email', '=', 'root@example.org').execute();
    const next = { ...t.config, adminPassword: 'second-password-2' };
    expect((await runStartupTasks(t.app, next)).adminFromEnvironment).toBe('updated');
    expect((await login(t.app, 'root@example.org', 'first-password-1')).statusCode).toBe(401);
    expect((await login(t.app, 'root@example.org', 'second-password-2')).statusCode).toBe(200);
  });

  it('seeds nothing when demo data is off', async () => {
    t = await createTestApp({ config: { demoData: false } });
    const report = await runStartupTasks(t.app, t.config);
    expect(report.seededDemo).toBe(false);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    const roles = await t.app.db.selectFrom('roles').select('name').orderBy('id').execute();
    expect(roles.map((r) => r.name)).toEqual(['super_admin', 'admin', 'executive', 'supervisor', 'collector']);
  });
});
