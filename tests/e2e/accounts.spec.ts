import type { Browser, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { createRole, createUser, expect, signIn, test, PASSWORD } from './fixtures';

const NEW_PASSWORD = 'Harmattan-Kano-2026';

/** The newest e-mail to `to` in the outbox (mail_outbox). */
async function latestMail(app: FastifyInstance, to: string) {
  await expect.poll(async () => (await app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', to).execute()).length).toBeGreaterThan(0);
  return app.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** The path and query of the invitation link in the mail (PUBLIC_URL has no port in tests). */
function invitationPath(text: string): string {
  const link = /https?:\/\/\S+\/accept-invitation\?\S+/.exec(text)?.[0];
  expect(link, 'invitation link in the mail').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function apiToken(app: FastifyInstance, email: string): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password: PASSWORD } });
  return (answer.json() as { data: { token: string } }).data.token;
}

async function roleId(app: FastifyInstance, name: string): Promise<number> {
  return (await app.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

test('an admin invites a user, who accepts from the e-mailed link and signs in', async ({ page, browser, server }) => {
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const invitee = `invitee-${Date.now()}@example.org`;
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'User Management' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Hauwa Abdullahi');
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Supervisor' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  const row = page.getByRole('row', { name: /Hauwa Abdullahi/ });
  await expect(row.getByTestId('invitation-state')).toHaveText('Pending');

  const mail = await latestMail(server.app, invitee);
  expect(mail.kind).toBe('invitation');
  const visitor = await freshPage(browser, server.url);
  await visitor.goto(invitationPath(mail.textBody));
  await expect(visitor.getByLabel('Email')).toHaveValue(invitee);
  await visitor.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Set Password' }).click();
  // A success toast stays 2 s (spec 01 §9): looked for first, as soon as it can show, so a slow page change cannot outlast it.
  await expect(visitor.getByTestId('toast')).toContainText('Invitation accepted successfully');
  await expect(visitor).toHaveURL(/\/login\?accepted=true$/);
  await visitor.getByLabel('Email').fill(invitee);
  await visitor.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(visitor).toHaveURL(/\/admin\/dashboard$/);
  await expect(visitor.getByTestId('user-full-name')).toHaveText('Hauwa Abdullahi');
  await visitor.context().close();

  await page.reload();
  await expect(page.getByRole('row', { name: /Hauwa Abdullahi/ }).getByTestId('invitation-state')).toHaveText('Accepted');
});

test("a collector's acceptance lands on the Account Activated texts", async ({ page, server }) => {
  const token = await apiToken(server.app, await createUser(server.app, 'admin'));
  const collector = `collector-${Date.now()}@example.org`;
  const invited = await server.app.inject({
    method: 'POST',
    url: '/api/admin/user-management/invite',
    headers: { authorization: `Bearer ${token}` },
    payload: { fullName: 'Bala Idris', email: collector, roleId: await roleId(server.app, 'collector'), state: 'kano' },
  });
  expect(invited.statusCode).toBe(201);
  await page.goto(invitationPath((await latestMail(server.app, collector)).textBody));
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/collector\?accepted=true$/);
  await expect(page.getByText('Please proceed to the mobile app to login')).toBeVisible();
  await expect(page.getByText('Kindly Contact ICT Unit for the mobile App')).toBeVisible();
});

test('forgot password: the e-mailed code resets the password and the new one signs in', async ({ page, server }) => {
  const email = await createUser(server.app, 'supervisor', 'Emeka Obi');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByTestId('toast')).toContainText('If your email exists, you will receive a reset code.');
  await expect(page).toHaveURL(/\/reset-password$/);
  const mail = await latestMail(server.app, email);
  expect(mail.kind).toBe('password_reset');
  const code = /\b(\d{6})\b/.exec(mail.textBody)?.[1];
  expect(code).toBeTruthy();

  await page.getByLabel('Reset Code').fill(code!);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Password has been reset successfully.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('resetEmail'))).toBeNull();

  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a bulk CSV of 3 good and 2 bad rows ends with 3 invited and 2 reasons shown', async ({ page, server }) => {
  const admin = await createUser(server.app, 'admin');
  const stamp = Date.now();
  const csv = [
    'fullName,email,role,phone,state',
    `Aisha Bello,aisha-${stamp}@example.org,collector,08030000001,kano`,
    `Ibrahim Lawal,ibrahim-${stamp}@example.org,supervisor,,`,
    `Chiamaka Nwosu,chiamaka-${stamp}@example.org,Collector,,lagos`,
    `Bad Email,not-an-email,collector,,`,
    `Unknown Role,unknown-${stamp}@example.org,astronaut,,`,
  ].join('\n');
  await signIn(page, admin);
  await page.goto('/admin/user-management');
  const panel = page.getByTestId('bulk-invite-panel');
  await expect(panel.getByTestId('bulk-template-header')).toHaveText('fullName,email,role,phone,state');
  await panel.getByTestId('bulk-invite-file').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(panel.getByTestId('bulk-invite-file-name')).toHaveText('staff.csv');
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('5 row(s) received. Invitations are being sent.')).toBeVisible();

  const job = panel.getByTestId('bulk-job').first();
  await expect(job).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(job.getByTestId('bulk-job-progress')).toHaveText('5/5');
  await expect(job.getByTestId('bulk-job-invited')).toHaveText('3');
  await expect(job.getByTestId('bulk-job-already')).toHaveText('0');
  await expect(job.getByTestId('bulk-job-invalid')).toHaveText('2');

  await job.getByRole('button', { name: 'View rows' }).click();
  const rows = page.getByRole('dialog').getByTestId('bulk-row');
  await expect(rows).toHaveCount(5);
  const invalid = page.getByRole('dialog').locator('[data-testid="bulk-row"][data-outcome="invalid"]');
  await expect(invalid).toHaveCount(2);
  for (const reason of await invalid.getByTestId('bulk-row-reason').allTextContents()) expect(reason.trim().length).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByTestId('bulk-download').click();
  const file = await download;
  const content = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(content).toString('utf8')).toContain('invalid');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /Aisha Bello/ })).toBeVisible();
});

test('a role edited to drop a permission hides that menu item for its user at the next page change', async ({ page, browser, server }) => {
  await createRole(server.app, 'field_officer', 'Field Officer', ['admin_dashboard', 'read_schools', 'read_learners']);
  const officer = await createUser(server.app, 'field_officer', 'Sani Musa');
  const admin = await createUser(server.app, 'admin');

  const officerPage = await freshPage(browser, server.url);
  await signIn(officerPage, officer);
  const menu = officerPage.getByTestId('admin-menu');
  await expect(menu.getByRole('link', { name: 'Almajiri (Learners)' })).toBeVisible();

  await signIn(page, admin);
  await page.goto('/admin/user-management/roles');
  await page.getByRole('button', { name: 'Edit Field Officer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /read_learners/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role updated.')).toBeVisible();

  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(menu.getByRole('link', { name: 'Almajiri (Learners)' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Learning Centers' })).toBeVisible();
  await officerPage.reload();
  await expect(officerPage.getByTestId('admin-menu').getByRole('link', { name: 'Learning Centers' })).toBeVisible();
  await expect(officerPage.getByTestId('admin-menu').getByRole('link', { name: 'Almajiri (Learners)' })).toHaveCount(0);
  await officerPage.context().close();
});

test('the outbox is for super admins; others go to the dashboard', async ({ page, server }) => {
  const admin = await createUser(server.app, 'admin');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const superAdmin = await createUser(server.app, 'super_admin', 'Root Admin');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, superAdmin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/user-management');
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
});
