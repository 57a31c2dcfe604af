/**
 * The public pages' answers through react-query: kept for a minute and shared between pages,
 * asked again after it, a failure never kept, and Retry loading afresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { stubPublicApi } from './support/publicFixtures';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
let fetchMock: ReturnType<typeof stubPublicApi>;

/** How many times the browser asked for `path` (query string included when given). */
const asked = (path: string) => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').href.includes(`/api${path}`)).length;

beforeEach(() => {
  resetFakeSession();
  setViewportWidth(LARGE);
  fetchMock = stubPublicApi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('public answers', () => {
  it('are fetched once for every page that shows them within a minute', async () => {
    renderApp('/charts');
    await screen.findByTestId('chart-literacy-by-state', {}, SLOW);
    cleanup();
    renderApp('/data-table');
    await screen.findByTestId('indicator-table', {}, SLOW);
    cleanup();
    renderApp('/');
    await screen.findByTestId('headline-learning-centres', {}, SLOW);
    expect(asked('/public/indicators?level=state')).toBe(1);
    expect(asked('/public/indicators?level=zone')).toBe(1);
    expect(asked('/public/summary')).toBe(1);
  });

  it('are asked for again once the minute has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderApp('/');
    await screen.findByTestId('headline-learning-centres', {}, SLOW);
    cleanup();
    vi.setSystemTime(Date.now() + 61_000);
    renderApp('/');
    await screen.findByTestId('headline-learning-centres', {}, SLOW);
    expect(asked('/public/summary')).toBe(2);
  });

  it('keep no failure: Retry shows loading, asks again and shows the figures', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ message: 'Try again later.' }), { status: 503 }));
    renderApp('/');
    expect(await screen.findByTestId('load-error', {}, SLOW)).toHaveTextContent('Try again later.');
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce((input) => new Promise<Response>((resolve) => (release = () => resolve(answer(input)))));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the figures' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).toBeNull();
    release();
    expect(await screen.findByTestId('headline-learning-centres', {}, SLOW)).toHaveTextContent('40');
    expect(asked('/public/summary')).toBe(2);
  });
});
