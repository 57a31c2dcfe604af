/** Telemetry in Chromium: a collector agent's log line, sent over its socket, is found on the Telemetry screen. */
import { startAgent, type Agent } from '../../collector/agent';
import { createUser, expect, PASSWORD, signIn, test } from './fixtures';

let agent: Agent | null = null;
test.afterEach(async () => {
  await agent?.stop();
  agent = null;
});

test('an executive finds a device warning on the Telemetry screen, filtered by collector and level', async ({ page, server }) => {
  const collectorEmail = await createUser(server.app, 'collector', 'Kabiru Telemetry');
  const executive = await createUser(server.app, 'executive', 'Telemetry Reader');
  agent = await startAgent({
    server: server.url,
    email: collectorEmail,
    password: PASSWORD,
    seed: 3,
    records: { communities: 1, schools: 1, learners: 1, staff: 1, households: 1, oosChildren: 1 },
  });
  await agent.connected();
  agent.log.warn('storage', 'Storage almost full: 92% used');

  await signIn(page, executive);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'Telemetry' }).click();
  await expect(page.getByRole('heading', { name: 'Telemetry', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Collector (name or e-mail)' }).fill('Kabiru');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('warn');
  const row = page.getByRole('row').filter({ hasText: 'Storage almost full: 92% used' });
  await expect(row).toContainText('Kabiru Telemetry');
  await expect(row).toContainText('storage');
  await expect(page.getByRole('button', { name: 'Delete old lines' })).toHaveCount(0);
});
