/** The Reconciliation panel never contradicts itself: no "Matches" beside records the server lacks. */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reconciliation, ReconciliationTable } from '../../../src/domain/reconciliation';
import { AMINA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';

vi.setConfig({ testTimeout: 60_000 });
quickRoleQueries();
afterEach(cleanup);

const empty = { count: 0, items: [] };
const table = (name: ReconciliationTable['table'], patch: Partial<ReconciliationTable>): ReconciliationTable => ({
  table: name,
  onDevice: 0,
  synced: 0,
  pending: 0,
  failed: 0,
  receivedOnServer: 0,
  serverOnly: empty,
  deviceOnly: empty,
  mismatch: false,
  ...patch,
});

it('shows 66 unsent records from an old snapshot as unsent and not known, with its age and the totals', async () => {
  const ui = renderCommandCentre();
  const hoursAgo = (hours: number) => new Date(ui.clock.now() - hours * 3_600_000).toISOString();
  const answer: Reconciliation = {
    collectorId: AMINA.id,
    source: 'snapshot',
    reportedAt: hoursAgo(3),
    outdatedSummaryAt: hoursAgo(100),
    tables: [table('schools', { onDevice: 6, pending: 6 }), table('learners', { onDevice: 60, pending: 59, failed: 1 })],
  };
  ui.reconciliationApi.answer = () => answer;
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: new RegExp(AMINA.fullName) }, { timeout: 10_000 }));
  const panel = await screen.findByTestId('recon-panel', {}, { timeout: 10_000 });
  await screen.findByTestId('recon-row-total', {}, { timeout: 10_000 });

  expect(within(panel).queryByText('Matches')).not.toBeInTheDocument();
  expect(screen.getByTestId('recon-source')).toHaveTextContent('(3 hours ago)');
  expect(screen.getByTestId('recon-source')).toHaveTextContent('no longer agrees with its queue');
  expect(screen.getByTestId('recon-total-onDevice')).toHaveTextContent('66');
  expect(screen.getByTestId('recon-total-pending')).toHaveTextContent('65');
  const total = screen.getByTestId('recon-mismatch-total');
  expect(total).toHaveTextContent('Not known from a queue snapshot');
  expect(total).toHaveTextContent('65 waiting to be sent');
  expect(total).toHaveTextContent('1 failed to send');
  expect(screen.getByTestId('recon-mismatch-schools')).toHaveTextContent('6 waiting to be sent');
});
