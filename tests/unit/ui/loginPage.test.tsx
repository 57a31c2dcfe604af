import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MESSAGES } from '../../../src/domain/constants';
import LoginPage, { PASSWORD_SET_NOTICE } from '../../../src/public/auth/LoginPage';
import { fakeSession, makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { LocationProbe } from './support/LocationProbe';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

const location = () => screen.getByTestId('location').textContent;

function renderLogin(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin/dashboard" element={<h1>Admin dashboard</h1>} />
        <Route path="/collector" element={<h1>Collector area</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

async function fillAndSubmit(email = 'amina.bello@example.org', password = 'correct horse') {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(resetFakeSession);
afterEach(cleanup);

describe('login page', () => {
  it('signs in through the session and sends staff to the admin dashboard', async () => {
    fakeSession.login.mockImplementation(async () => signIn(makeUser()));
    renderLogin();
    await fillAndSubmit();
    expect(fakeSession.login).toHaveBeenCalledWith('amina.bello@example.org', 'correct horse');
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });

  it('sends collectors to /collector', async () => {
    fakeSession.login.mockImplementation(async () =>
      signIn(makeUser({ role: 'collector', roleData: { id: 5, name: 'collector', displayName: 'Collector' }, permissions: ['collector_dashboard'] })),
    );
    renderLogin();
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/collector'));
  });

  it.each([MESSAGES.invalidCredentials, MESSAGES.accountSuspended])('shows the server message "%s"', async (message) => {
    fakeSession.login.mockRejectedValue(new Error(message));
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button and shows a spinner while signing in', async () => {
    let finish: () => void = () => undefined;
    fakeSession.login.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(signIn(makeUser()));
        }),
    );
    renderLogin();
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });

  it('toggles the password visibility', async () => {
    renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the password-set notice after an accepted invitation, and the forgot-password link', () => {
    renderLogin('/login?accepted=true');
    expect(screen.getByText(PASSWORD_SET_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends a user who is already signed in straight to their landing page', async () => {
    signIn(makeUser());
    renderLogin();
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });
});
