import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AcceptInvitationPage from '../../../src/public/auth/AcceptInvitationPage';
import LoginPage from '../../../src/public/auth/LoginPage';
import ResetPasswordPage from '../../../src/public/auth/ResetPasswordPage';
import { RESET_EMAIL_KEY } from '../../../src/public/auth/resetEmail';
import { PublicApiError } from '../../../src/providers/publicAccountsApi';
import { dismiss } from '../../../src/ui/toast';
import { fakeSession, makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { renderPublicPage } from './support/renderPublic';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

const api = vi.hoisted(() => ({ forgotPassword: vi.fn(), resetPassword: vi.fn(), acceptInvitation: vi.fn() }));
vi.mock('../../../src/providers/publicAccountsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/providers/publicAccountsApi')>()),
  publicAccountsApi: api,
}));

const INVITATION = '/accept-invitation?token=abc123&email=amina%40example.org';

beforeEach(() => {
  vi.clearAllMocks();
  resetFakeSession();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  dismiss();
});

describe('the sign-in and password forms from the keyboard', () => {
  it('signs in with Enter in the password box, the e-mail trimmed', async () => {
    fakeSession.login.mockImplementation(async () => signIn(makeUser()));
    renderPublicPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/Email/), ' amina.bello@example.org ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse{Enter}');
    await waitFor(() => expect(fakeSession.login).toHaveBeenCalledWith('amina.bello@example.org', 'correct horse'));
  });

  it('clears the previous sign-in failure when signing in again', async () => {
    fakeSession.login.mockRejectedValueOnce(new Error('Invalid email or password')).mockImplementation(() => new Promise(() => undefined));
    renderPublicPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/Email/), 'amina.bello@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password');
    await userEvent.type(screen.getByLabelText(/^Password/), '{Enter}');
    await waitFor(() => expect(screen.queryByTestId('login-error')).not.toBeInTheDocument());
  });

  it('moves the focus to the first invalid field of the invitation and marks it invalid', async () => {
    renderPublicPage('/accept-invitation', <AcceptInvitationPage />, INVITATION);
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'short{Enter}');
    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'false');
    expect(api.acceptInvitation).not.toHaveBeenCalled();
  });

  it('checks and sends nothing from an invitation link without a token', async () => {
    renderPublicPage('/accept-invitation', <AcceptInvitationPage />, '/accept-invitation?email=amina%40example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short{Enter}');
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(api.acceptInvitation).not.toHaveBeenCalled();
  });

  it("puts the server's password message on the password field", async () => {
    const message = 'This password is too common. Choose a less guessable one.';
    api.acceptInvitation.mockRejectedValue(new PublicApiError('Validation failed', 400, 'VALIDATION_ERROR', { password: message }));
    renderPublicPage('/accept-invitation', <AcceptInvitationPage />, INVITATION);
    await userEvent.type(screen.getByLabelText(/^Password/), 'password123');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'password123{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('resets with Enter in the last box, the code trimmed of what is not a digit', async () => {
    localStorage.setItem(RESET_EMAIL_KEY, 'amina@example.org');
    api.resetPassword.mockReturnValue(new Promise(() => undefined));
    renderPublicPage('/reset-password', <ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('Reset Code'), '12 34 56');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'new-password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'new-password-1{Enter}');
    await waitFor(() => expect(api.resetPassword).toHaveBeenCalledWith({ email: 'amina@example.org', code: '123456', newPassword: 'new-password-1' }));
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  });
});
