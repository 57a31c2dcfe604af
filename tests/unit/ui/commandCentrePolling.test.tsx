/** The Command Centre's polls (react-query's refetchInterval on the test's ManualClock). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { AMINA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';

vi.setConfig({ testTimeout: 30_000 });
quickRoleQueries();
afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
});

async function loaded() {
  const ui = renderCommandCentre();
  await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online'));
  return ui;
}

describe('Command Centre polls', () => {
  it('keeps polling while the browser tab is hidden', async () => {
    const ui = await loaded();
    focusManager.setFocused(false);
    ui.api.collectors = [AMINA];
    await ui.advance(5_000);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
    expect(ui.api.syncQueue).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('cc-online-count')).toHaveTextContent('1 collector online'));
  });

  it('keeps the last list through a failed poll and asks again at the next tick, not sooner', async () => {
    const ui = await loaded();
    ui.api.onlineCollectors.mockRejectedValueOnce(new Error('Server unreachable'));
    await ui.advance(5_000);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online');
    await ui.advance(4_999);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(2);
    await ui.advance(1);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('cc-online-count')).toHaveTextContent('2 collectors online');
  });

  it('stops polling when the page is left', async () => {
    const ui = await loaded();
    ui.unmount();
    await ui.advance(60_000);
    expect(ui.api.onlineCollectors).toHaveBeenCalledTimes(1);
    expect(ui.api.syncQueue).toHaveBeenCalledTimes(1);
  });
});
