/**
 * The Command Centre in Chromium against the real server and two collector agents (collector/):
 * select a collector, browse its failed learners, sync it, stream its logs and verify a school;
 * extract and download a bundle; a reader (read_users) watches without device-changing actions.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { startAgent, type Agent } from '../../collector/agent';
import { createRole, createUser, expect, signIn, test, PASSWORD } from './fixtures';

const FAILED_LEARNERS = 45;

let agents: Agent[] = [];

test.afterEach(async () => {
  await Promise.all(agents.map((agent) => agent.stop()));
  agents = [];
});

test('an admin steers a collector: explorer, sync, logs and verification', async ({ page, server }) => {
  test.setTimeout(120_000);
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const aminaEmail = await createUser(server.app, 'collector', 'Amina Bello Abdullahi');
  const balaEmail = await createUser(server.app, 'collector', 'Bala Idris');
  const counts = { communities: 2, schools: 3, learners: FAILED_LEARNERS + 5, staff: 2, households: 2, oosChildren: 2 };
  const amina = await startAgent({ server: server.url, email: aminaEmail, password: PASSWORD, seed: 7, records: counts });
  // Before her first queue report (sent once her socket connects): most learners failed an upload.
  for (const row of amina.store.rows('learners').slice(0, FAILED_LEARNERS)) {
    amina.store.update(row, { syncStatus: 'failed', lastError: 'Network lost during upload', attempts: 1 });
  }
  agents = [amina];
  const bala = await startAgent({ server: server.url, email: balaEmail, password: PASSWORD, seed: 8, records: counts });
  agents.push(bala);
  await Promise.all([amina.connected(), bala.connected()]);
  const school = amina.store.rows('schools')[0];

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'Command Centre' }).click();
  await expect(page.getByRole('heading', { name: 'Command Centre', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cc-online-count')).toHaveText('2 collectors online');
  await expect(page.getByText('Select a Collector')).toBeVisible();

  // Select Amina: a tab opens and her dashboard shows.
  const sidebar = page.getByRole('navigation', { name: 'Online collectors' });
  await expect(sidebar.getByText(balaEmail)).toBeVisible();
  await sidebar.getByRole('button', { name: /Amina Bello Abdullahi/ }).click();
  await expect(page.getByRole('tab', { name: /Amina Bello Ab…/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('cc-collector-state')).toHaveText('Connected');

  // Data Explorer: learners, Failed, page 2.
  const explorer = page.getByRole('region', { name: 'Data Explorer' });
  await explorer.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: 'Learners' }).click();
  await explorer.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await explorer.getByRole('button', { name: 'Fetch' }).click();
  await expect(explorer.getByTestId('cc-page-label')).toHaveText('Page 1 of 3');
  await expect(explorer.getByTestId('cc-record')).toHaveCount(20);
  await explorer.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(explorer.getByTestId('cc-page-label')).toHaveText('Page 2 of 3');
  await expect(explorer.getByTestId('cc-record')).toHaveCount(20);
  const statuses = await explorer.getByTestId('cc-record-status').allTextContents();
  expect(new Set(statuses)).toEqual(new Set(['failed']));
  const secondPage = amina.store.rows('learners').slice(20, 21)[0];
  await expect(explorer.getByTestId('cc-record').first()).toContainText(String(secondPage.name));

  // Start Sync: the button locks as Syncing..., then the queue has no pending rows left.
  const queue = page.getByRole('region', { name: 'Sync Queue Status' });
  await expect(queue.getByTestId('cc-queue-failed')).toHaveText(String(FAILED_LEARNERS));
  const pendingBefore = Number(await queue.getByTestId('cc-queue-pending').textContent());
  expect(pendingBefore).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Start Sync' }).click();
  await expect(page.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
  await expect(queue.getByTestId('cc-queue-pending')).toHaveText('0');
  expect(Number(await queue.getByTestId('cc-queue-synced').textContent())).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Start Sync' })).toBeEnabled({ timeout: 15_000 });

  // Test Logs: the device's test lines stream in.
  const logs = page.getByRole('region', { name: 'Real-time Device Logs' });
  await page.getByRole('button', { name: 'Test Logs' }).click();
  await expect(logs.getByText('Test log: warning level')).toBeVisible();
  await expect(logs.getByText('Test log: error level')).toBeVisible();

  // Verify a synced school (green) and one the device does not have (yellow).
  const verifySchool = async (id: string) => {
    await page.getByRole('button', { name: 'Data Verification Tools' }).click();
    await page.getByRole('menuitem', { name: 'Verify School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify School' });
    await dialog.getByLabel('School ID').fill(id);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
  };
  const results = page.getByRole('region', { name: 'Verification Results' });
  await verifySchool(String(school.localId));
  const green = results.getByTestId('cc-verification').first();
  await expect(green).toHaveAttribute('data-severity', 'success');
  await expect(green).toContainText('is on the server');
  const greenColour = await green.evaluate((element) => getComputedStyle(element).borderColor);
  await verifySchool('99999');
  const yellow = results.getByTestId('cc-verification').first();
  await expect(yellow).toHaveAttribute('data-severity', 'warning');
  await expect(yellow).toContainText('not on this device');
  expect(await yellow.evaluate((element) => getComputedStyle(element).borderColor)).not.toBe(greenColour);
});

test('an admin extracts a collector’s data and downloads the bundle; a reader watches without device-changing actions', async ({ page, server }) => {
  test.setTimeout(90_000);
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  await createRole(server.app, 'cc_reader', 'Command Centre reader', ['read_users']);
  const reader = await createUser(server.app, 'cc_reader', 'Musa Reader');
  const collectorEmail = await createUser(server.app, 'collector', 'Hauwa Sani');
  const counts = { communities: 2, schools: 2, learners: 4, staff: 1, households: 2, oosChildren: 3 };
  const hauwa = await startAgent({ server: server.url, email: collectorEmail, password: PASSWORD, seed: 9, records: counts });
  agents = [hauwa];
  await hauwa.connected();

  const openHauwa = async () => {
    await page.goto('/admin/command-centre');
    await page
      .getByRole('navigation', { name: 'Online collectors' })
      .getByRole('button', { name: /Hauwa Sani/ })
      .click();
    await expect(page.getByTestId('cc-collector-state')).toHaveText('Connected');
  };

  await signIn(page, admin);
  await openHauwa();
  await page.getByRole('button', { name: 'Batch Operations' }).click();
  await page.getByRole('menuitem', { name: 'Extract All' }).click();
  const result = page.getByTestId('cc-batch-result').first();
  await expect(result).toContainText('Extract All');
  const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download bundle' }).click()]);
  const bytes = fs.readFileSync((await download.path())!);
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // gzip
  const bundle = JSON.parse(zlib.gunzipSync(bytes).toString('utf8')) as { tables: Record<string, unknown[]> };
  expect(bundle.tables.oosChildren).toHaveLength(counts.oosChildren);
  const audit = await server.app.db.selectFrom('auditLogs').select(['action', 'resource']).where('resource', '=', 'extractions').execute();
  expect(audit).toContainEqual({ action: 'download', resource: 'extractions' });

  // The reader signs in on the same browser once the admin's session is gone.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, reader);
  await openHauwa();
  for (const name of ['Start Sync', 'Retry Failed', 'Clear Logs']) await expect(page.getByRole('button', { name })).toBeDisabled();
  await expect(page.getByTestId('cc-view-only')).toBeVisible();
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Device connected' })).toBeVisible();
});
