/**
 * The web collector as a Command Centre device (issue 26 point 6): an admin in a second browser
 * context sees it online, marked as a web device; Start Sync, a Data Explorer page, Test Logs and
 * a summary work against it; a command queued while its page was closed arrives once when it opens.
 */
import crypto from 'node:crypto';
import { createUser, expect, signIn, test } from './fixtures';
import { COMMUNITY_STEPS, fillSteps } from './collectForm';
import { signInToCollector } from './collectSession';

test('the Command Centre steers a web collector, and a queued command reaches it once', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const word = `Cc${crypto.randomBytes(3).toString('hex')}`;
  const email = await createUser(server.app, 'collector', 'Rukayya Web');
  const device = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await device.newPage();
  await signInToCollector(phone, email);
  await phone.getByRole('button', { name: 'Community', exact: true }).click();
  await fillSteps(phone, COMMUNITY_STEPS(`Gida ${word}`));
  await phone.getByRole('button', { name: /Back to the records/ }).click();
  await expect(phone.getByTestId('sync-status')).toHaveText(['Synced'], { timeout: 30_000 });

  const office = await browser.newContext();
  const page = await office.newPage();
  await signIn(page, await createUser(server.app, 'admin', 'Ngozi Eze'));
  await page.goto('/admin/command-centre');
  const sidebar = page.getByRole('navigation', { name: 'Online collectors' });
  await expect(sidebar.getByText(email)).toBeVisible();
  await expect(sidebar).toContainText(/Web · Chrom/);
  await sidebar.getByRole('button', { name: /Rukayya Web/ }).click();
  await expect(page.getByTestId('cc-collector-state')).toHaveText('Connected');

  // A Data Explorer page from the browser's own store.
  const explorer = page.getByRole('region', { name: 'Data Explorer' });
  await explorer.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: 'Communities' }).click();
  await explorer.getByRole('button', { name: 'Fetch' }).click();
  await expect(explorer.getByTestId('cc-record')).toHaveCount(1);
  await expect(explorer.getByTestId('cc-record').first()).toContainText(`Gida ${word}`);

  await page.getByRole('button', { name: 'Start Sync' }).click();
  await expect(page.getByRole('button', { name: 'Start Sync' })).toBeEnabled({ timeout: 15_000 });
  const queue = page.getByRole('region', { name: 'Sync Queue Status' });
  await expect(queue.getByTestId('cc-queue-synced')).toHaveText('1');

  const logs = page.getByRole('region', { name: 'Real-time Device Logs' });
  await page.getByRole('button', { name: 'Test Logs' }).click();
  await expect(logs.getByText('Test log: warning level')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Reconciliation' });
  await panel.getByRole('button', { name: 'Ask for a summary' }).click();
  await expect(panel.getByTestId('recon-source')).toContainText("From the device's summary of");
  await expect(panel.getByTestId('recon-mismatch-communities')).toHaveText('Matches');

  // The phone's page closes: a command queued meanwhile arrives once when it opens again.
  await phone.close();
  await expect(page.getByTestId('cc-collector-state')).toHaveText('Offline', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Test Connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Collector is offline' });
  await dialog.getByRole('button', { name: 'Queue until the device is online' }).click();
  const row = page.getByRole('region', { name: 'Command history' }).getByTestId('cq-history-row').first();
  await expect(row.getByTestId('cq-status')).toHaveText('Queued');

  const again = await device.newPage();
  await again.goto('/collect/');
  await expect(again.getByRole('heading', { name: 'New record' })).toBeVisible();
  await expect(page.getByText('Queued command Test Connection succeeded on the device.')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('cq-status')).toHaveText('Succeeded');
  const sent = await server.app.db
    .selectFrom('deviceCommands')
    .select(['deliveries', 'status'])
    .where('command', '=', 'testConnection')
    .where('collectorId', '=', (await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id)
    .execute();
  expect(sent).toEqual([{ deliveries: 1, status: 'succeeded' }]);
  await office.close();
  await device.close();
});
