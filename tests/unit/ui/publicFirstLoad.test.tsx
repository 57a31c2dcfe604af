/**
 * What the public site's lighter first load keeps doing: the toaster loads with the first toast,
 * the session is connected to the router only where it can be used, the language switch is a
 * labelled native select, and the plain links and buttons keep their roles and targets.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LazyToaster } from '../../../src/app/LazyToaster';
import { SessionNavigator } from '../../../src/app/SessionNavigator';
import { getLocale, setLocale } from '../../../src/i18n/locale';
import { ErrorNote } from '../../../src/public/components/ErrorNote';
import { LanguageSwitch } from '../../../src/public/layout/LanguageSwitch';
import { dismiss, toast } from '../../../src/ui/toast';
import { fakeSession, resetFakeSession } from './support/fakeSession';
import { stubPublicApi } from './support/publicFixtures';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  resetFakeSession();
  fakeSession.setNavigate.mockClear();
});
afterEach(() => {
  cleanup();
  dismiss();
  setLocale('en');
  vi.unstubAllGlobals();
});

describe('the lazy toaster', () => {
  it('renders nothing until a toast, then shows it', async () => {
    render(<LazyToaster />);
    expect(screen.queryByTestId('toaster')).toBeNull();
    act(() => {
      toast.success('Saved.');
    });
    expect(await screen.findByTestId('toast', {}, SLOW)).toHaveTextContent('Saved.');
  });
});

describe('the session navigator', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <SessionNavigator />
      </MemoryRouter>,
    );

  it('connects the session to the router on a page that may use it', async () => {
    renderAt('/login');
    await waitFor(() => expect(fakeSession.setNavigate).toHaveBeenCalledTimes(1));
  });

  it.each(['/', '/maps', '/programmes/3', '/data-sources'])('leaves the session unloaded on %s', async (path) => {
    renderAt(path);
    // Long enough for a dynamic import of an already-loaded module to resolve.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeSession.setNavigate).not.toHaveBeenCalled();
  });
});

describe('the language switch', () => {
  it('is a labelled native select that switches the locale', async () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByTestId('language-switch')).toBe(select);
    fireEvent.change(select, { target: { value: 'ha' } });
    await waitFor(() => expect(getLocale()).toBe('ha'));
  });
});

describe('the plain replacements', () => {
  it('draws an error as an alert with its action', () => {
    const retry = vi.fn();
    render(
      <ErrorNote data-testid="load-error" action={{ label: 'Retry', onClick: retry }}>
        Try again later.
      </ErrorNote>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the top bar, the hero buttons and the explore cards as links to their pages', async () => {
    stubPublicApi();
    renderApp('/');
    await screen.findByTestId('headline-figures', {}, SLOW);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Open the data table' })).toHaveAttribute('href', '/data-table');
    const explore = screen.getByRole('region', { name: 'Explore the figures' });
    expect(within(explore).getByRole('link', { name: /^Maps/ })).toHaveAttribute('href', '/maps');
    expect(screen.getByRole('link', { name: 'Read the methodology' })).toHaveAttribute('href', '/methodology');
  });
});
