/** The Command Centre's Reconciliation panel on a ManualClock with a fake socket. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reconciliation, ReconciliationTable } from '../../../src/domain/reconciliation';
import { AMINA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';

vi.setConfig({ testTimeout: 30_000 });
quickRoleQueries();
afterEach(cleanup);

const figures = (table: ReconciliationTable['table'], patch: Partial<ReconciliationTable> = {}): ReconciliationTable => ({
  table,
  onDevice: 3,
  synced: 3,
  pending: 0,
  failed: 0,
  receivedOnServer: 3,
  serverOnly: { count: 0, items: [] },
  deviceOnly: { count: 0, items: [] },
  mismatch: false,
  ...patch,
});

const MISMATCHED: Reconciliation = {
  collectorId: AMINA.id,
  source: 'summary',
  reportedAt: '2026-11-25T10:00:00.000Z',
  tables: [
    figures('schools'),
    figures('learners', {
      onDevice: 4,
      synced: 4,
      receivedOnServer: 4,
      mismatch: true,
      serverOnly: { count: 1, items: [{ table: 'learners', localUUID: 'gone-from-device', serverId: 77 }] },
      deviceOnly: { count: 1, items: [{ table: 'learners', localUUID: 'never-arrived' }] },
    }),
  ],
};

async function openAmina(canManage = true) {
  const ui = renderCommandCentre({ canManage });
  ui.reconciliationApi.answer = () => MISMATCHED;
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: new RegExp(AMINA.fullName) }));
  await screen.findByTestId('recon-panel');
  await screen.findByTestId('recon-row-learners');
  return { ...ui, user };
}

describe('Reconciliation panel', () => {
  it('shows the figures per table and flags the mismatched one with its records', async () => {
    const { user, reconciliationApi } = await openAmina();
    expect(reconciliationApi.ofCollector).toHaveBeenCalledWith(AMINA.id);
    expect(screen.getByTestId('recon-source')).toHaveTextContent("From the device's summary of");
    const mismatch = screen.getByTestId('recon-mismatch-learners');
    expect(mismatch).toHaveTextContent('1 only on the server');
    expect(mismatch).toHaveTextContent('1 only on the device');
    expect(screen.getByTestId('recon-mismatch-schools')).toHaveTextContent('Matches');
    await user.click(within(screen.getByTestId('recon-row-learners')).getByRole('button', { name: 'Show the records' }));
    expect(await screen.findByTestId('recon-items-serverOnly')).toHaveTextContent('gone-from-device (server id 77)');
    expect(screen.getByTestId('recon-items-deviceOnly')).toHaveTextContent('never-arrived');
  });

  it('asks for a summary and for the re-send of the deviceOnly records, and loads again on their answers', async () => {
    const { user, realtime, reconciliationApi } = await openAmina();
    await user.click(screen.getByRole('button', { name: 'Ask for a summary' }));
    expect(realtime.last()).toMatchObject({ command: 'getSyncSummary', collectorId: AMINA.id });
    await user.click(screen.getByRole('button', { name: 'Ask the device to re-send the missing ones' }));
    const sent = realtime.last();
    expect(sent).toMatchObject({ command: 'resendRecords', collectorId: AMINA.id, items: [{ table: 'learners', localUUID: 'never-arrived' }] });

    const calls = reconciliationApi.ofCollector.mock.calls.length;
    realtime.push('cmd:result', {
      requestId: sent.requestId,
      collectorId: AMINA.id,
      command: 'resendRecords',
      ok: true,
      data: { message: '1 record(s) re-sent' },
    });
    await vi.waitFor(() => expect(reconciliationApi.ofCollector.mock.calls.length).toBe(calls + 1));
  });

  it('without manage_users the re-send is disabled; the summary can still be asked for', async () => {
    await openAmina(false);
    expect(screen.getByRole('button', { name: 'Ask the device to re-send the missing ones' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ask for a summary' })).toBeEnabled();
  });
});
