/**
 * Reconciliation in Chromium against the real server and a collector agent: the panel
 * flags a record deleted on the device and one the server never got once the admin asks for a
 * summary; the re-send clears the second; the report across collectors links back to the panel.
 */
import { startAgent, type Agent } from '../../collector/agent';
import { createUser, expect, signIn, test, PASSWORD } from './fixtures';

test.use({ serverName: 'reconciliation' });

let agent: Agent | undefined;

test.afterEach(async () => {
  await agent?.stop();
  agent = undefined;
});

test('the Reconciliation panel flags mismatches, re-sends the missing records and the report links to it', async ({ page, server }) => {
  test.setTimeout(120_000);
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const email = await createUser(server.app, 'collector', 'Amina Bello Abdullahi');
  agent = await startAgent({
    server: server.url,
    email,
    password: PASSWORD,
    seed: 5,
    records: { communities: 1, schools: 2, learners: 3, staff: 1, households: 2, oosChildren: 3 },
  });
  await agent.connected();
  expect((await agent.syncNow()).ok).toBe(true); // the summary follows the sync: both sides agree
  const deleted = agent.store.rows('oosChildren')[0];
  agent.store.remove('oosChildren', deleted.localId);
  const unsent = agent.generator.learner();
  agent.store.update(unsent, { syncStatus: 'synced' });

  await signIn(page, admin);
  await page.goto('/admin/command-centre');
  await page
    .getByRole('navigation', { name: 'Online collectors' })
    .getByRole('button', { name: /Amina Bello Abdullahi/ })
    .click();
  const panel = page.getByRole('region', { name: 'Reconciliation' });
  await expect(panel.getByTestId('recon-source')).toContainText("From the device's summary of");
  await expect(panel.getByTestId('recon-mismatch-oosChildren')).toHaveText('Matches');

  await panel.getByRole('button', { name: 'Ask for a summary' }).click();
  const children = panel.getByTestId('recon-mismatch-oosChildren');
  await expect(children).toContainText('1 only on the server');
  await expect(panel.getByTestId('recon-mismatch-learners')).toContainText('1 only on the device');
  await panel.getByTestId('recon-row-oosChildren').getByRole('button', { name: 'Show the records' }).click();
  await expect(panel.getByTestId('recon-items-serverOnly')).toContainText(`${deleted.localUUID} (server id ${deleted.serverId})`);

  await panel.getByRole('button', { name: 'Ask the device to re-send the missing ones' }).click();
  await expect(panel.getByTestId('recon-mismatch-learners')).toHaveText('Matches');
  await expect(panel.getByTestId('recon-learners-receivedOnServer')).toHaveText('4');
  expect(unsent.serverId).toEqual(expect.any(Number));

  await page.getByRole('tab', { name: /All/ }).click();
  await page.getByTestId('recon-report-link').click();
  await expect(page.getByRole('heading', { name: 'Reconciliation across collectors' })).toBeVisible();
  const row = page.getByTestId(`recon-report-row-${agent.collectorId}`);
  await expect(row).toContainText('Online');
  await expect(row.getByTestId('recon-report-mismatches')).toHaveText('1 only on the server');
  await row.getByRole('link', { name: 'Open in the Command Centre' }).click();
  await expect(page.getByTestId('cc-dashboard')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reconciliation' }).getByTestId('recon-mismatch-oosChildren')).toContainText('1 only on the server');
});
