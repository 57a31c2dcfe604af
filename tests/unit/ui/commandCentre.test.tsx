/** Command Centre page (spec 01 §2.8, §4, §5, §8, §9) on a ManualClock with a fake socket. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BATCH_OPTIONS } from '../../../src/domain/protocol';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { setLocale } from '../../../src/i18n/locale';
import { AMINA, BALA, queueItem, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';
import { formatClock } from '../../../src/i18n/format';

vi.setConfig({ testTimeout: 30_000 });
quickRoleQueries();
afterEach(cleanup);

const NO_COLLECTOR = 'No collector selected. Please select a collector first.';
const NO_SOCKET = 'WebSocket connection not available. Please refresh the page.';

async function openCollector(ui: ReturnType<typeof renderCommandCentre>, name = AMINA.fullName) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await screen.findByTestId('cc-dashboard');
  return { user, ...ui };
}

describe('Command Centre: collectors, tabs and polling', () => {
  it('shows the online count, the sidebar and the prompt, and polls every 5 seconds', async () => {
    const ui = renderCommandCentre();
    // The count starts at 0 and becomes 2 once the list of online collectors is read.
    await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online'));
    const sidebar = screen.getByRole('navigation', { name: 'Online collectors' });
    expect(within(sidebar).getByText(AMINA.fullName)).toBeInTheDocument();
    expect(within(sidebar).getByText(AMINA.email)).toBeInTheDocument();
    expect(screen.getByText('Select a Collector')).toBeInTheDocument();
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(1);
    // The All tab is selected, so the queue of all collectors is asked for.
    expect(ui.api.syncQueue).toHaveBeenCalledWith('all');

    ui.api.collectors = [BALA];
    await ui.advance(4_999);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(1);
    await ui.advance(1);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('cc-online-count')).toHaveTextContent('1 collector online');
    expect(within(sidebar).queryByText(AMINA.fullName)).not.toBeInTheDocument();
  });

  it('says No collectors online when nobody is connected', async () => {
    renderCommandCentre({ collectors: [] });
    expect(await screen.findByText('No collectors online')).toBeInTheDocument();
    expect(screen.getByTestId('cc-online-count')).toHaveTextContent('0 collectors online');
  });

  it('speaks Hausa when Hausa is chosen, keeping the names of people as they are', async () => {
    setLocale('ha');
    try {
      const ui = renderCommandCentre({ i18n: createI18nProvider() });
      await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('Masu tattara bayanai 2 suna kan layi'));
      expect(screen.getByText('Zaɓi Mai Tattara Bayanai')).toBeInTheDocument();
      const { user } = await openCollector(ui);
      expect(screen.getByRole('heading', { name: AMINA.fullName })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Fara Daidaitawa' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Mai Binciken Bayanai' })).toBeInTheDocument();
      ui.realtime.setStatus('disconnected');
      await user.click(screen.getByRole('button', { name: 'Gwada Haɗi' }));
      expect(screen.getByTestId('cc-notices')).toHaveTextContent('Babu haɗin WebSocket. Da fatan a sake loda shafin.');
    } finally {
      setLocale('en');
    }
  });

  it('opens a tab per collector with a 14-character label and a close button, and fetches its queue', async () => {
    const ui = await openCollector(
      renderCommandCentre({ queue: [queueItem(), queueItem({ localId: 2, localUUID: 'u2', syncStatus: 'failed', lastError: 'Ward missing' })] }),
    );
    const tab = screen.getByTestId(`cc-tab-${AMINA.id}`);
    expect(tab).toHaveTextContent('Amina Bello Ab…');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    // No button inside the tab (axe "nested-interactive"): Delete closes it, the cross is for the mouse.
    expect(tab).toHaveAttribute('aria-keyshortcuts', 'Delete');
    expect(within(tab).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('cc-collector-state')).toHaveTextContent('Connected');
    expect(ui.api.syncQueue).toHaveBeenLastCalledWith(AMINA.id);
    expect(await screen.findByTestId('cc-queue-failed')).toHaveTextContent('1');
    expect(screen.getByText(/Ward missing/)).toBeInTheDocument();

    await ui.user.click(screen.getByRole('button', { name: new RegExp(BALA.fullName) }));
    expect(screen.getByTestId(`cc-tab-${BALA.id}`)).toHaveTextContent('Bala Idris');
    expect(ui.api.syncQueue).toHaveBeenLastCalledWith(BALA.id);

    await ui.user.click(screen.getByTestId(`cc-tab-close-${BALA.id}`));
    expect(screen.queryByTestId(`cc-tab-${BALA.id}`)).not.toBeInTheDocument();
    expect(screen.getByText('Select a Collector')).toBeInTheDocument();
    await ui.user.click(screen.getByTestId(`cc-tab-${AMINA.id}`));
    expect(screen.getByTestId('cc-dashboard')).toHaveTextContent(AMINA.email);
    await ui.user.keyboard('{Delete}');
    expect(screen.queryByTestId(`cc-tab-${AMINA.id}`)).not.toBeInTheDocument();
  });

  it('collapses the sidebar', async () => {
    const user = userEvent.setup({ delay: null });
    renderCommandCentre();
    await screen.findByText(AMINA.email);
    await user.click(screen.getByRole('button', { name: 'Collapse collector list' }));
    expect(screen.queryByText(AMINA.email)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand collector list' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Command Centre: actions and locks', () => {
  it('locks Start Sync for 10 seconds as Syncing... and Retry Failed as Retrying...', async () => {
    const ui = await openCollector(renderCommandCentre());
    await ui.user.click(screen.getByRole('button', { name: 'Start Sync' }));
    expect(ui.realtime.last()).toEqual({ command: 'startSync', collectorId: AMINA.id, requestId: expect.any(String) });
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    await ui.advance(5_000);
    await ui.user.click(screen.getByRole('button', { name: 'Retry Failed' }));
    expect(ui.realtime.last().command).toBe('retryFailed');
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
    await ui.advance(4_999);
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    await ui.advance(1);
    expect(screen.getByRole('button', { name: 'Start Sync' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
    await ui.advance(5_000);
    expect(screen.getByRole('button', { name: 'Retry Failed' })).toBeEnabled();
  });

  it('refetches the queue when a sync finishes', async () => {
    const ui = await openCollector(renderCommandCentre());
    await ui.user.click(screen.getByRole('button', { name: 'Start Sync' }));
    const calls = ui.api.syncQueue.mock.calls.length;
    ui.api.queue = [queueItem({ syncStatus: 'synced' })];
    ui.realtime.push('cmd:result', {
      requestId: ui.realtime.last().requestId,
      collectorId: AMINA.id,
      ok: true,
      data: { message: 'Synced 1 of 1', attempted: 1, synced: 1, failed: 0 },
    });
    expect(await screen.findByText('Synced 1 of 1')).toBeInTheDocument();
    expect(ui.api.syncQueue.mock.calls.length).toBe(calls + 1);
    expect(await screen.findByTestId('cc-queue-synced')).toHaveTextContent('1');
  });

  it('runs a batch: Processing... until the result, then shows it', async () => {
    const ui = await openCollector(renderCommandCentre());
    await ui.user.click(screen.getByRole('button', { name: 'Batch Operations' }));
    await ui.user.click(screen.getByRole('menuitem', { name: 'Extract All' }));
    const sent = ui.realtime.last();
    expect(sent).toEqual({ command: 'extractAllData', collectorId: AMINA.id, requestId: sent.requestId, ...BATCH_OPTIONS });
    expect(BATCH_OPTIONS.maxImageSize).toBe(2_000_000);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    ui.realtime.push('cmd:result', {
      requestId: sent.requestId,
      collectorId: AMINA.id,
      ok: true,
      data: {
        extractionId: 'ex-1',
        message: 'Extraction ready',
        filePath: '/api/admin/sync/extractions/ex-1/download',
        summary: { totalRecords: 120, totalTables: 6, successfulImages: 3, imageCount: 4, dataSize: 2048 },
      },
    });
    expect(screen.getByRole('button', { name: 'Batch Operations' })).toBeEnabled();
    const card = screen.getByTestId('cc-batch-result');
    expect(card).toHaveTextContent('Extract All');
    expect(card).toHaveTextContent('Extraction ready');
    expect(card).toHaveTextContent('120');
    expect(card).toHaveTextContent('3 of 4');
    expect(card).toHaveTextContent('2.0 KB');
    await ui.advance(30_000);
    expect(screen.queryByText(/timed out/)).not.toBeInTheDocument();
  });

  it('gives up on a batch after 30 seconds with the timeout alert', async () => {
    const ui = await openCollector(renderCommandCentre());
    await ui.user.click(screen.getByRole('button', { name: 'Batch Operations' }));
    await ui.user.click(screen.getByRole('menuitem', { name: 'Get Summary' }));
    await ui.advance(29_999);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await ui.advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Batch operation 'getExtractionSummary' timed out after 30 seconds. Check mobile app connection and logs.",
    );
    expect(screen.getByRole('button', { name: 'Batch Operations' })).toBeEnabled();
    // A late answer is no longer awaited.
    ui.realtime.push('cmd:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok: true, data: {} });
    expect(screen.queryByTestId('cc-batch-result')).not.toBeInTheDocument();
  });

  it('alerts a failed batch with its error, or Unknown error', async () => {
    const ui = await openCollector(renderCommandCentre());
    for (const [error, text] of [
      ['Disk full', 'Batch operation failed: Disk full'],
      [undefined, 'Batch operation failed: Unknown error'],
    ] as const) {
      await ui.user.click(screen.getByRole('button', { name: 'Batch Operations' }));
      await ui.user.click(screen.getByRole('menuitem', { name: 'Test Service' }));
      ui.realtime.push('cmd:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok: false, error });
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('sends Test Connection, Test Logs and Clear Logs', async () => {
    const ui = await openCollector(renderCommandCentre());
    await ui.user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(ui.realtime.last().command).toBe('testConnection');
    ui.realtime.push('cmd:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok: true, data: { message: 'Pong from device' } });
    expect(screen.getByText('Pong from device')).toBeInTheDocument();
    await ui.advance(4_000);
    expect(screen.queryByText('Pong from device')).not.toBeInTheDocument();

    await ui.user.click(screen.getByRole('button', { name: 'Test Logs' }));
    expect(ui.realtime.last()).toEqual({ command: 'testDeviceLogs', collectorId: AMINA.id, requestId: expect.any(String) });
    ui.realtime.push('device:log', { collectorId: AMINA.id, level: 'info', timestamp: '2026-01-05T10:00:00Z', category: 'test', message: 'Test log line' });
    expect(screen.getByText(/Test log line/)).toBeInTheDocument();
    await ui.user.click(screen.getByRole('button', { name: 'Clear Logs' }));
    expect(ui.realtime.last().command).toBe('clearTelemetry');
    expect(screen.queryByText(/Test log line/)).not.toBeInTheDocument();
  });

  it('alerts when the socket is not available and sends nothing', async () => {
    const ui = await openCollector(renderCommandCentre());
    ui.realtime.setStatus('disconnected');
    expect(screen.getByTestId('cc-collector-state')).toHaveTextContent('Offline');
    await ui.user.click(screen.getByRole('button', { name: 'Start Sync' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_SOCKET);
    expect(ui.realtime.sent).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Start Sync' })).toBeEnabled();
    await ui.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Command Centre: extraction bundles and read-only admins', () => {
  const EXTRACTION = {
    extractionId: '0b6f7d0e-3c1a-4c59-9f43-5f1c2a9e7b10',
    message: 'Extraction ready',
    filePath: '/api/admin/sync/extractions/0b6f7d0e-3c1a-4c59-9f43-5f1c2a9e7b10/download',
    summary: { totalRecords: 12, totalTables: 6, successfulImages: 0, imageCount: 0, dataSize: 512 },
  };

  async function extract(ui: Awaited<ReturnType<typeof openCollector>>) {
    await ui.user.click(screen.getByRole('button', { name: 'Batch Operations' }));
    await ui.user.click(screen.getByRole('menuitem', { name: 'Extract All' }));
    ui.realtime.push('cmd:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok: true, data: EXTRACTION });
    return screen.getByTestId('cc-batch-result');
  }

  it('downloads the bundle of an extraction result and saves it under the server’s file name', async () => {
    const ui = await openCollector(renderCommandCentre());
    const card = await extract(ui);
    await ui.user.click(await within(card).findByRole('button', { name: 'Download bundle' }));
    expect(ui.api.downloadExtraction).toHaveBeenCalledWith(EXTRACTION.extractionId);
    // The file is saved once the download's body has arrived: after the click, not within it.
    await waitFor(() => expect(ui.saveFile).toHaveBeenCalledWith(expect.any(Blob), `${EXTRACTION.extractionId}.json.gz`));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Download bundle' })).toBeEnabled());
  });

  it('alerts a failed download with what to do', async () => {
    const ui = await openCollector(renderCommandCentre());
    ui.api.downloadExtraction.mockRejectedValueOnce(new Error('The extraction was not found.'));
    const card = await extract(ui);
    await ui.user.click(await within(card).findByRole('button', { name: 'Download bundle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The extraction could not be downloaded: The extraction was not found. Try again, or run the extraction again.',
    );
    expect(ui.saveFile).not.toHaveBeenCalled();
  });

  it('without manage_users: sync, retry, clear logs and extractions are disabled and explained; reading commands still work', async () => {
    const ui = await openCollector(renderCommandCentre({ canManage: false }));
    for (const name of ['Start Sync', 'Retry Failed', 'Clear Logs']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByTestId('cc-view-only')).toHaveTextContent('need the Manage Users permission');
    await ui.user.click(screen.getByRole('button', { name: 'Batch Operations' }));
    for (const name of ['Extract All', 'Images Only', 'Failed Only']) expect(screen.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    await ui.user.click(screen.getByRole('menuitem', { name: 'Get Summary' }));
    expect(ui.realtime.last().command).toBe('getExtractionSummary');
    await ui.user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(ui.realtime.last().command).toBe('testConnection');
    // An extraction another admin started shows no download button to a reader.
    ui.realtime.push('cmd:result', { requestId: ui.realtime.sent[0].requestId!, collectorId: AMINA.id, ok: true, data: EXTRACTION });
    expect(screen.getByTestId('cc-batch-result')).toHaveTextContent('Extraction ready');
    expect(screen.queryByRole('button', { name: 'Download bundle' })).not.toBeInTheDocument();
  });

  it('with manage_users nothing is disabled and there is no view-only note', async () => {
    await openCollector(renderCommandCentre({ canManage: true }));
    for (const name of ['Start Sync', 'Retry Failed', 'Clear Logs']) expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.queryByTestId('cc-view-only')).not.toBeInTheDocument();
  });
});

describe('Command Centre: device logs', () => {
  it('keeps 200 lines per collector and shows the last 20, newest first, only of the selected collector', async () => {
    const ui = await openCollector(renderCommandCentre());
    const lines205 = Array.from({ length: 205 }, (_, index) => index + 1).map((n) => ({
      collectorId: AMINA.id,
      level: n % 2 ? 'warn' : 'error',
      timestamp: '2026-01-05T10:00:00Z',
      category: 'sync',
      message: `line ${n}.`,
    }));
    ui.realtime.pushAll('device:log', lines205.slice(0, 100));
    ui.realtime.pushAll('device:log', lines205.slice(100));
    ui.realtime.push('device:log', { collectorId: BALA.id, level: 'info', timestamp: '2026-01-05T10:00:00Z', category: 'sync', message: 'from Bala' });
    const lines = screen.getAllByTestId('cc-log-line');
    expect(lines).toHaveLength(20);
    // Newest first.
    expect(lines[0]).toHaveTextContent('line 205.');
    expect(lines[19]).toHaveTextContent('line 186.');
    // The time of day as src/i18n/format.ts writes it: 24-hour, to the second, whatever the browser's locale.
    expect(lines[0]).toHaveTextContent(formatClock(new Date('2026-01-05T10:00:00Z')));
    expect(lines[0]).toHaveTextContent(/^\d{2}:\d{2}:\d{2} /);
    expect(screen.queryByText(/from Bala/)).not.toBeInTheDocument();
  });
});

describe('Command Centre: data verification', () => {
  async function verify(ui: Awaited<ReturnType<typeof openCollector>>, item: string, id?: string) {
    await ui.user.click(screen.getByRole('button', { name: 'Data Verification Tools' }));
    await ui.user.click(screen.getByRole('menuitem', { name: item }));
    if (id === undefined) return;
    const dialog = screen.getByRole('dialog');
    if (id) await ui.user.type(within(dialog).getByRole('textbox'), id);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  }

  it('alerts without a selected collector', async () => {
    const user = userEvent.setup({ delay: null });
    const ui = renderCommandCentre();
    await screen.findByText(AMINA.email);
    await user.click(screen.getByRole('button', { name: 'Data Verification Tools' }));
    await user.click(screen.getByRole('menuitem', { name: 'Check Sync Consistency' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_COLLECTOR);
    expect(ui.realtime.sent).toHaveLength(0);
  });

  it('asks for an ID in a dialog, parses it as an integer and sends nothing for an empty entry', async () => {
    const ui = await openCollector(renderCommandCentre());
    await verify(ui, 'Verify School', '');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ui.realtime.sent).toHaveLength(0);
    await verify(ui, 'Verify School', '42');
    expect(ui.realtime.last()).toEqual({ command: 'verifySchool', collectorId: AMINA.id, requestId: expect.any(String), schoolId: 42 });
    await verify(ui, 'Verify Community', '7');
    expect(ui.realtime.last()).toMatchObject({ command: 'verifyCommunity', communityId: 7 });
    await verify(ui, 'Verify Household', '0031');
    expect(ui.realtime.last()).toMatchObject({ command: 'verifyHousehold', householdId: 31 });
    await verify(ui, 'Check Sync Consistency');
    expect(ui.realtime.last()).toEqual({ command: 'checkSyncConsistency', collectorId: AMINA.id, requestId: expect.any(String) });
  });

  it('colours the cards: red for an error, yellow when missing, green when found', async () => {
    const ui = await openCollector(renderCommandCentre());
    const answer = (ok: boolean, extra: object) =>
      ui.realtime.push('verification:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok, ...extra });
    await verify(ui, 'Verify School', '1');
    answer(false, { error: 'Server unreachable' });
    await verify(ui, 'Verify School', '2');
    answer(true, { data: { exists: false, message: 'School 2 is not on the server' } });
    await verify(ui, 'Verify School', '3');
    answer(true, { data: { exists: true, message: 'School 3 matches', serverData: { id: 3 } } });
    const cards = screen.getAllByTestId('cc-verification');
    expect(cards.map((card) => card.getAttribute('data-severity'))).toEqual(['success', 'warning', 'error']);
    expect(cards[0]).toHaveTextContent('School 3 matches');
    expect(cards[1]).toHaveTextContent('School 2 is not on the server');
    expect(cards[2]).toHaveTextContent('Server unreachable');

    // An unknown request id is ignored.
    ui.realtime.push('verification:result', { requestId: 'someone-elses-request', collectorId: AMINA.id, ok: true, data: { exists: true, message: 'stray' } });
    expect(screen.queryByText('stray')).not.toBeInTheDocument();
  });

  it('ignores a result sent for another collector', async () => {
    const ui = await openCollector(renderCommandCentre());
    await verify(ui, 'Verify School', '5');
    ui.realtime.push('verification:result', {
      requestId: ui.realtime.last().requestId,
      collectorId: BALA.id,
      ok: true,
      data: { exists: true, message: 'wrong device' },
    });
    expect(screen.queryByTestId('cc-verification')).not.toBeInTheDocument();
  });
});
