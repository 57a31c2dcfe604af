/** Command Centre, commands that wait: queueing for an offline collector, the history, cancelling. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandHistoryEntry } from '../../../src/domain/recordQuality';
import { formatDateTime } from '../../../src/i18n/format';
import { AMINA, BALA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';

vi.setConfig({ testTimeout: 30_000 });
quickRoleQueries();
afterEach(cleanup);

const entry = (overrides: Partial<CommandHistoryEntry>): CommandHistoryEntry => ({
  requestId: 'req-1',
  collectorId: AMINA.id,
  command: 'testConnection',
  status: 'queued',
  error: null,
  createdAt: '2026-01-05T10:00:00Z',
  sentAt: null,
  completedAt: null,
  expiresAt: '2026-01-06T10:00:00Z',
  adminId: 1,
  adminName: 'Ngozi Eze',
  ...overrides,
});

async function openOfflineAmina() {
  const ui = renderCommandCentre();
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: new RegExp(AMINA.fullName) }));
  await screen.findByTestId('cc-dashboard');
  ui.api.collectors = [BALA];
  await ui.advance(5_000);
  expect(screen.getByTestId('cc-collector-state')).toHaveTextContent('Offline');
  return { user, ...ui };
}

describe('Command Centre: commands that wait', () => {
  it('offers to queue a command for an offline collector, with the chosen expiry, instead of sending it', async () => {
    const ui = await openOfflineAmina();
    await ui.user.click(screen.getByRole('button', { name: 'Test Connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Collector is offline' });
    // The command is named in words, as on its button, not by its code.
    expect(dialog).toHaveTextContent(`${AMINA.fullName} is offline. Test Connection can wait`);
    expect(ui.realtime.sent).toHaveLength(0);
    expect(within(dialog).getByRole('combobox', { name: 'Give up after' })).toHaveTextContent('24 hours');
    await ui.user.click(within(dialog).getByRole('combobox', { name: 'Give up after' }));
    await ui.user.click(screen.getByRole('option', { name: '6 hours' }));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Queue until the device is online' }));
    expect(ui.realtime.last()).toMatchObject({ command: 'testConnection', collectorId: AMINA.id, queueIfOffline: true, expiresInSeconds: 6 * 3600 });
    expect(screen.queryByRole('dialog', { name: 'Collector is offline' })).not.toBeInTheDocument();

    // Its answer, whenever the device comes back, is told, and the history read again.
    const reads = ui.queueApi.history.mock.calls.length;
    ui.realtime.push('cmd:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok: true, command: 'testConnection' });
    expect(screen.getByText('Queued command Test Connection succeeded on the device.')).toBeInTheDocument();
    await ui.advance(0);
    expect(ui.queueApi.history.mock.calls.length).toBeGreaterThan(reads);
  });

  it('sends nothing when the offer is declined', async () => {
    const ui = await openOfflineAmina();
    await ui.user.click(screen.getByRole('button', { name: 'Test Logs' }));
    await ui.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ui.realtime.sent).toHaveLength(0);
  });

  it('lists the history with status chips and cancels a queued command', async () => {
    const ui = renderCommandCentre();
    ui.queueApi.entries = [
      entry({ requestId: 'req-q' }),
      entry({ requestId: 'req-s', status: 'succeeded', completedAt: '2026-01-05T10:01:00Z' }),
      entry({ requestId: 'req-x', status: 'expired' }),
    ];
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: new RegExp(AMINA.fullName) }));
    const panel = await screen.findByRole('region', { name: 'Command history' });
    expect(ui.queueApi.history).toHaveBeenCalledWith(AMINA.id);
    await within(panel).findAllByTestId('cq-history-row');
    expect(
      within(panel)
        .getAllByTestId('cq-status')
        .map((chip) => chip.textContent),
    ).toEqual(['Queued', 'Succeeded', 'Expired']);
    // Commands in words and times in the one date format of src/i18n/format.ts.
    const first = within(panel).getAllByTestId('cq-history-row')[0];
    expect(first).toHaveTextContent('Test Connection');
    expect(first).not.toHaveTextContent('testConnection');
    expect(first).toHaveTextContent(formatDateTime(new Date('2026-01-05T10:00:00Z')));
    expect(first).toHaveTextContent(/\d Jan 2026, \d{2}:\d{2}/);
    const cancels = within(panel).getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    ui.queueApi.entries = [entry({ requestId: 'req-q', status: 'cancelled' })];
    await user.click(cancels[0]);
    expect(ui.queueApi.cancel).toHaveBeenCalledWith('req-q');
    expect(await within(panel).findByText('Cancelled')).toBeInTheDocument();
  });
});
