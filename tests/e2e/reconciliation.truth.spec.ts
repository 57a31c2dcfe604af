/**
 * Reconciliation that never contradicts itself in Chromium with the real agent:
 * a device holding 66 records it never sent is not called "Matches"; its queue snapshot says how
 * old it is and offers "Ask for a summary"; the panel's totals are the Sync Queue panel's; and the
 * report's "Ask for a summary" brings the device's summary in.
 */
import { startAgent, type Agent } from '../../collector/agent';
import { createUser, expect, signIn, test, PASSWORD } from './fixtures';

test.use({ serverName: 'reconciliation' });

let agent: Agent | undefined;

test.afterEach(async () => {
  await agent?.stop();
  agent = undefined;
});

test('66 on the device and 0 received is never "Matches", and the Sync Queue panel agrees', async ({ page, server }) => {
  test.setTimeout(120_000);
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const email = await createUser(server.app, 'collector', 'Zainab Truth Lawal');
  // 66 records, none sent; one learner failed an upload. Its only report is the queue on connect.
  agent = await startAgent({
    server: server.url,
    email,
    password: PASSWORD,
    seed: 9,
    records: { communities: 1, schools: 2, learners: 60, staff: 1, households: 1, oosChildren: 1 },
  });
  agent.store.update(agent.store.rows('learners')[0], { syncStatus: 'failed', lastError: 'Network lost', attempts: 1 });
  await agent.connected();

  await signIn(page, admin);
  await page.goto('/admin/command-centre');
  await page
    .getByRole('navigation', { name: 'Online collectors' })
    .getByRole('button', { name: /Zainab Truth Lawal/ })
    .click();
  const panel = page.getByRole('region', { name: 'Reconciliation' });
  await expect(panel.getByTestId('recon-source')).toContainText("From the device's queue snapshot of");
  await expect(panel.getByTestId('recon-source')).toContainText(/just now|minutes? ago/);
  const total = panel.getByTestId('recon-mismatch-total');
  await expect(total).toContainText('Not known from a queue snapshot');
  await expect(total).toContainText('65 waiting to be sent');
  await expect(total).toContainText('1 failed to send');
  await expect(panel.getByTestId('recon-total-onDevice')).toHaveText('66');
  await expect(panel.getByTestId('recon-total-receivedOnServer')).toHaveText('0');
  await expect(panel.getByTestId('recon-table')).not.toContainText('Matches');

  // The Sync Queue panel shows the same counts.
  const queue = page.getByRole('region', { name: 'Sync Queue Status' });
  await expect(queue.getByTestId('cc-queue-pending')).toHaveText('65');
  await expect(panel.getByTestId('recon-total-pending')).toHaveText('65');
  await expect(queue.getByTestId('cc-queue-failed')).toHaveText('1');
  await expect(panel.getByTestId('recon-total-failed')).toHaveText('1');

  // The report: the stale snapshot says how old it is and offers to ask for a summary.
  await page.goto('/admin/command-centre/reconciliation');
  const row = page.getByTestId(`recon-report-row-${agent.collectorId}`);
  await expect(row.getByTestId('recon-report-age')).toHaveText(/^Queue snapshot, (just now|\d+ minutes? ago)$/);
  await expect(row.getByTestId('recon-report-mismatches')).not.toContainText('Matches');
  await expect(row.getByTestId('recon-report-mismatches')).toContainText('65 waiting to be sent');
  await row.getByRole('button', { name: 'Ask for a summary' }).click();
  // The device answers with its summary; the report reads it: complete now, still not a match.
  await expect(row.getByTestId('recon-report-age')).toHaveText(/^Summary, just now$/, { timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Ask for a summary' })).toHaveCount(0);
  const findings = row.getByTestId('recon-report-mismatches');
  await expect(findings).toContainText('65 waiting to be sent');
  await expect(findings).toContainText('1 failed to send');
  await expect(findings).not.toContainText(/Matches|Not known/);
});
