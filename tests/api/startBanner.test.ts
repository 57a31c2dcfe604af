/**
 * The start banner and data/demo-accounts.json never show a password that no longer works
 *: a changed password drops the account from both, a suspended one is not printed, a
 * DEMO_PASSWORD changed after the first seed does not change what is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { formatStartupBanner, runStartupTasks } from '../../server/startupTasks';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { login } from '../helpers/fixtures';

let t: TestApp | undefined;
let dataDir: string | undefined;
const savedDemoPassword = process.env.DEMO_PASSWORD;
afterEach(async () => {
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  t = undefined;
  dataDir = undefined;
  if (savedDemoPassword === undefined) delete process.env.DEMO_PASSWORD;
  else process.env.DEMO_PASSWORD = savedDemoPassword;
});

async function startDemo() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-banner-'));
  t = await createTestApp({ config: { demoData: true, dataDir } });
  return { app: t.app, config: t.config, first: await runStartupTasks(t.app, t.config) };
}

const savedEmails = () => (JSON.parse(fs.readFileSync(path.join(dataDir!, 'demo-accounts.json'), 'utf8')) as { email: string }[]).map((a) => a.email);

describe('demo accounts on the start banner', () => {
  it('leaves out an account whose password was changed (and drops it from the file) or that is suspended', async () => {
    const { app, config } = await startDemo();
    await app.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('Changed-Pass-9x') })
      .where('email', '=', 'admin@example.org')
      .execute();
    await app.db.updateTable('users').set({ isActive: false }).where('email', '=', 'supervisor@example.org').execute();

    const next = await runStartupTasks(app, config);
    const printed = next.demoAccounts!.map((a) => a.email);
    expect(printed).not.toContain('admin@example.org');
    expect(printed).not.toContain('supervisor@example.org');
    expect(printed).toHaveLength(5);
    for (const account of next.demoAccounts!) expect((await login(app, account.email, account.password)).statusCode).toBe(200);

    const banner = formatStartupBanner(config, next, 'PGlite');
    expect(banner).not.toContain(' admin@example.org');
    expect(banner).not.toContain(' supervisor@example.org');
    expect(banner).toContain('1 demo account(s) no longer use their demo password');
    expect(banner).toContain('1 demo account(s) suspended');

    expect(savedEmails()).not.toContain('admin@example.org');
    expect(savedEmails()).toContain('supervisor@example.org');
  });

  it('prints the password the accounts were seeded with when DEMO_PASSWORD changes later', async () => {
    process.env.DEMO_PASSWORD = 'First-Demo-Pass-1';
    const { app, config } = await startDemo();
    process.env.DEMO_PASSWORD = 'Second-Demo-Pass-2';
    const next = await runStartupTasks(app, config);
    expect(next.demoAccounts).toHaveLength(7);
    expect(new Set(next.demoAccounts!.map((a) => a.password))).toEqual(new Set(['First-Demo-Pass-1']));
    expect(formatStartupBanner(config, next, 'PGlite')).not.toContain('Second-Demo-Pass-2');
    expect((await login(app, next.demoAccounts![0].email, 'First-Demo-Pass-1')).statusCode).toBe(200);
  });

  it('prints no account list when no saved password works any more', async () => {
    const { app, config } = await startDemo();
    await app.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('Changed-Pass-9x') })
      .execute();
    const next = await runStartupTasks(app, config);
    expect(next.demoAccounts).toEqual([]);
    expect(savedEmails()).toEqual([]);
    expect(formatStartupBanner(config, next, 'PGlite')).not.toContain('Demo accounts:');
  });
});
