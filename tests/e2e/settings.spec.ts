/**
 * Settings, the menu's new entries and the XLSX downloads in Chromium against
 * the real server.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { createUser, expect, PASSWORD, signIn, test } from './fixtures';

async function sheetOf(path: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(path) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

test('the dark theme, once chosen, stays after a reload', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'supervisor'));
  await page.goto('/admin/settings');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  const themes = page.getByRole('group', { name: 'Theme' });
  await themes.getByRole('button', { name: 'Dark' }).click();
  await expect(themes.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(background).not.toBe(light);
  const dark = await background();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(await background()).toBe(dark);

  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
  await expect.poll(background).toBe(light);
});

test('Programmes and Data Management are in the System menu for an admin, the Outbox for a super admin', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'admin'));
  const menu = page.getByTestId('admin-menu');
  await menu.getByRole('link', { name: 'Programmes' }).click();
  await expect(page).toHaveURL(/\/admin\/programmes$/);
  await expect(page.getByRole('heading', { name: 'Programmes', level: 1 })).toBeVisible();
  await menu.getByRole('link', { name: 'Data Management' }).click();
  await expect(page.getByRole('heading', { name: 'Data Management', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Outbox' })).toHaveCount(0);

  const superAdmin = await page.context().browser()!.newPage();
  await signIn(superAdmin, await createUser(server.app, 'super_admin'));
  await superAdmin.getByTestId('admin-menu').getByRole('link', { name: 'Outbox' }).click();
  await expect(superAdmin).toHaveURL(/\/admin\/outbox$/);
  await superAdmin.goto('/admin/settings');
  await expect(superAdmin.getByTestId('system-database')).toHaveText('Embedded (PGlite)');
  await expect(superAdmin.getByTestId('system-migrations')).toHaveText(/^\d+ \(latest: \d{3}_\w+\)$/);
  await superAdmin.close();
});

test('a user edits their name, sees their sessions and changes their password, which ends the other session', async ({ page, browser, server }) => {
  const email = await createUser(server.app, 'collector', 'Zainab Umar');
  const other = await browser.newPage();
  await signIn(other, email);
  await signIn(page, email);
  await page.goto('/admin/settings');

  const profile = page.getByRole('region', { name: 'Your profile' });
  await profile.getByLabel('Full name').fill('Zainab Umar Sani');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toContainText('Zainab Umar Sani');

  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('Wrong-Password-1');
  await password.getByLabel(/^New password/).fill('Fresh-Kettle-2026');
  await password.getByLabel('Repeat the new password').fill('Fresh-Kettle-2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is not correct.').first()).toBeVisible();

  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  // The other browser's session has ended: its next request sends it to sign in again.
  await other.goto('/admin/settings');
  await expect(other).toHaveURL(/\/login/);
  await other.close();
});

test('a record list, a data export and the performance report download as XLSX with labelled, typed columns', async ({ page, server }) => {
  await server.app.db.insertInto('schools').values({ schoolName: '=1+1 Tsangaya', state: 'sokoto', lga: 'wurno', yearEstablished: 2001 }).execute();
  await signIn(page, await createUser(server.app, 'admin'));
  await page.goto('/admin/schools');
  const [listFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
  expect(listFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const list = await sheetOf((await listFile.path())!);
  const header = (list.getRow(1).values as unknown[]).slice(1).map(String);
  // The same labels as the screen's columns, not the CSV's field names.
  expect(header).toEqual(expect.arrayContaining(['ID', 'School Name', 'State', 'State name', 'Sync status', 'Collector ID', 'Updated']));
  expect(header.filter((label) => /^[a-z]+[A-Z]\w*$/.test(label))).toEqual([]);
  let found = false;
  list.eachRow((row) => {
    row.eachCell((cell) => {
      if (cell.value === "'=1+1 Tsangaya") {
        found = true;
        expect(cell.type).toBe(ExcelJS.ValueType.String);
      }
    });
  });
  expect(found).toBe(true);

  await page.goto('/admin/data-management');
  const exportPanel = page.getByRole('region', { name: 'Export records' });
  await exportPanel.getByRole('combobox', { name: 'Records' }).selectOption({ label: 'Learning Centers' });
  await exportPanel.getByRole('combobox', { name: 'State' }).selectOption('sokoto');
  const [dataFile] = await Promise.all([page.waitForEvent('download'), exportPanel.getByRole('button', { name: 'Download XLSX' }).click()]);
  expect(dataFile.suggestedFilename()).toMatch(/^schools-sokoto-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const data = await sheetOf((await dataFile.path())!);
  const dataHeader = (data.getRow(1).values as unknown[]).slice(1);
  expect(dataHeader).toContain('School Name');
  // Other specs on this shared server may have Sokoto centres too: find this one by its (guarded) name.
  const nameColumn = dataHeader.indexOf('School Name') + 1;
  const ours = Array.from({ length: data.rowCount - 1 }, (_, i) => data.getRow(i + 2)).find((row) =>
    String(row.getCell(nameColumn).value).endsWith('=1+1 Tsangaya'),
  );
  expect(ours?.getCell(dataHeader.indexOf('Year Established') + 1).value).toBe(2001);

  await page.goto('/admin/performance-report');
  const [reportFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XLSX' }).click()]);
  expect(reportFile.suggestedFilename()).toMatch(/^performance-report_all-time\.xlsx$/);
  const report = await sheetOf((await reportFile.path())!);
  expect((report.getRow(1).values as unknown[]).slice(1)).toContain('Total');
  expect(typeof report.getRow(2).getCell((report.getRow(1).values as unknown[]).indexOf('Total')).value).toBe('number');
});
