/**
 * Commands that wait in Chromium with the real collector agent: a command to a
 * collector gone offline is queued from the Command Centre, the history shows it queued, and once
 * the agent is started again it is delivered and shows succeeded.
 */
import { startAgent, type Agent } from '../../collector/agent';
import { createUser, expect, signIn, test, PASSWORD } from './fixtures';

test.use({ serverName: 'command-queue' });

const COUNTS = { communities: 1, schools: 2, learners: 2, staff: 1, households: 1, oosChildren: 1 };
let agents: Agent[] = [];

test.afterEach(async () => {
  await Promise.all(agents.map((agent) => agent.stop()));
  agents = [];
});

test('a command to an offline collector is queued, then succeeds once the agent is back', async ({ page, server }) => {
  test.setTimeout(90_000);
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const collectorEmail = await createUser(server.app, 'collector', 'Hauwa Queue');
  const start = async () => {
    const agent = await startAgent({ server: server.url, email: collectorEmail, password: PASSWORD, seed: 5, records: COUNTS });
    agents.push(agent);
    await agent.connected();
    return agent;
  };
  const first = await start();

  await signIn(page, admin);
  await page.goto('/admin/command-centre');
  await page
    .getByRole('navigation', { name: 'Online collectors' })
    .getByRole('button', { name: /Hauwa Queue/ })
    .click();
  await expect(page.getByTestId('cc-collector-state')).toHaveText('Connected');

  // The device goes offline; its tab stays open.
  await first.stop();
  await expect(page.getByTestId('cc-collector-state')).toHaveText('Offline', { timeout: 15_000 });

  await page.getByRole('button', { name: 'Test Connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Collector is offline' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Give up after' })).toHaveText('24 hours');
  await dialog.getByRole('button', { name: 'Queue until the device is online' }).click();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('region', { name: 'Command history' });
  const row = history.getByTestId('cq-history-row').first();
  await expect(row).toContainText('Test Connection');
  await expect(row.getByTestId('cq-status')).toHaveText('Queued');
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();

  // The agent comes back: the queued command is delivered and answered.
  await start();
  await expect(page.getByText('Queued command Test Connection succeeded on the device.')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('cq-status')).toHaveText('Succeeded');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});
