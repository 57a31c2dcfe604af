/**
 * Presence without lag: the online list follows the server's presence update at
 * once, and is read again on a log from a collector it does not list yet and when the channel
 * comes back, rather than at the next 5-second poll.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from '../../../src/domain/protocol';
import { AMINA, BALA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';

vi.setConfig({ testTimeout: 30_000 });
quickRoleQueries();
afterEach(cleanup);

const log = (collectorId: number) => ({ collectorId, level: 'info', timestamp: new Date().toISOString(), category: 'sync', message: 'Pushing' });

async function withAminaOnly() {
  const ui = renderCommandCentre({ collectors: [AMINA] });
  await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('1 collector online'));
  ui.api.collectors = [AMINA, BALA];
  return ui;
}

// The ManualClock is never moved here: no 5-second poll can be what updated the list.
describe('Command Centre presence', () => {
  it('shows the list the server announces the moment a collector comes, without waiting for a poll', async () => {
    const ui = await withAminaOnly();
    ui.api.collectors = [AMINA];
    ui.realtime.push(EVENTS.presence, { data: [AMINA, BALA] });
    await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online'));
    expect(within(screen.getByRole('navigation', { name: 'Online collectors' })).getByText(BALA.fullName)).toBeInTheDocument();
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(1);
  });

  it('drops a poll answer asked for before a newer presence update', async () => {
    const ui = await withAminaOnly();
    let answer: (list: typeof ui.api.collectors) => void = () => undefined;
    ui.api.onlineCollectors.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await ui.advance(5_000);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
    ui.realtime.push(EVENTS.presence, { data: [AMINA, BALA] });
    await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online'));
    await act(async () => answer([AMINA]));
    expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online');
  });

  it('reads it again when a collector it does not list streams logs, once per second at most', async () => {
    const ui = await withAminaOnly();
    ui.realtime.push(EVENTS.deviceLog, log(AMINA.id));
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(1);
    ui.realtime.pushAll(EVENTS.deviceLog, [log(BALA.id), log(BALA.id), log(BALA.id)]);
    await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online'));
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
  });

  it('reads it again when the real-time channel comes back, not on the first connection', async () => {
    const ui = await withAminaOnly();
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(1);
    ui.realtime.setStatus('disconnected');
    ui.realtime.setStatus('connected');
    await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online'));
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
  });

  it('shows an open tab Connected once its collector comes online', async () => {
    const ui = renderCommandCentre({ collectors: [AMINA] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: new RegExp(AMINA.fullName) }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('cc-collector-state')).toHaveTextContent('Connected'));
    ui.realtime.push(EVENTS.presence, { data: [] });
    await waitFor(() => expect(screen.getByTestId('cc-collector-state')).toHaveTextContent('Offline'));
    ui.realtime.push(EVENTS.presence, { data: [AMINA] });
    await waitFor(() => expect(screen.getByTestId('cc-collector-state')).toHaveTextContent('Connected'));
  });
});
