import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, SMALL, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
const NAV = ['Home', 'Data Table', 'Charts', 'Maps', 'Programmes'];

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  resetFakeSession();
  setViewportWidth(LARGE);
});
afterEach(cleanup);

describe('public top bar', () => {
  it('shows the logo, the five links and the round L button to /login', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV);
    expect(screen.getByRole('img', { name: 'Education Data Platform' })).toHaveAttribute('src', '/logo.svg');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(signIn).toHaveTextContent('L');
  });

  it.each([
    ['/', 'Home'],
    ['/charts', 'Charts'],
    ['/data-table', 'Data Table'],
    ['/programmes/12', 'Programmes'],
  ])('on %s marks %s, and only it, with aria-current="page"', async (path, active) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 }, SLOW);
    for (const name of NAV) {
      const link = within(mainNav()).getByRole('link', { name });
      if (name === active) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('moves the highlight when another link is chosen', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Maps' }));
    await waitFor(() => expect(location()).toBe('/maps'));
    expect(within(mainNav()).getByRole('link', { name: 'Maps' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('footer', () => {
  it('shows on the home page with its columns, quick links, current year and placeholders', async () => {
    renderApp('/');
    const footer = await screen.findByTestId('site-footer', {}, SLOW);
    for (const column of ['About', 'Quick Links', 'Resources', 'Contact']) {
      expect(within(footer).getByRole('heading', { name: column })).toBeInTheDocument();
    }
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/data-table', '/charts', '/maps', '/programmes', '/methodology', '/data-sources']));
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    for (const name of ['Documentation', 'Twitter', 'LinkedIn', 'Privacy Policy', 'Terms of Service']) {
      const placeholder = within(footer).getByRole('button', { name });
      expect(placeholder).toHaveAttribute('aria-disabled', 'true');
      expect(placeholder).not.toBeDisabled();
    }
  });

  it.each(['/login', '/forgot-password', '/reset-password'])('is absent on %s', async (path) => {
    // Reset Password needs the e-mail remembered by Forgot Password, else it redirects there.
    if (path === '/reset-password') localStorage.setItem('resetEmail', 'amina@example.org');
    renderApp(path);
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(location()).toBe(path);
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    localStorage.removeItem('resetEmail');
  });

  it.each(['/data-table', '/charts', '/maps', '/programmes', '/programmes/3'])('shows on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('keeps the links in a drawer that closes when a link is chosen', async () => {
    setViewportWidth(SMALL);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('mobile-menu');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV);
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(drawer).getByRole('link', { name: 'Charts' }));
    await waitFor(() => expect(location()).toBe('/charts'));
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument());
  });

  it('caps the drawer at 300 pixels', async () => {
    setViewportWidth(SMALL);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('mobile-menu');
    expect(getComputedStyle(drawer).maxWidth).toBe('300px');
  });
});

describe('standalone and redirect routes', () => {
  it('redirects /admin/login and /admin/forgot-password to the public pages, keeping the query', async () => {
    renderApp('/admin/login?accepted=true');
    await waitFor(() => expect(location()).toBe('/login?accepted=true'), SLOW);
    cleanup();
    renderApp('/admin/forgot-password');
    await waitFor(() => expect(location()).toBe('/forgot-password'), SLOW);
  });

  it('serves /support without the public layout and sends people to the ICT unit', async () => {
    renderApp('/support');
    expect(await screen.findByRole('heading', { name: 'Support', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/contact your programme's ICT unit/)).toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
