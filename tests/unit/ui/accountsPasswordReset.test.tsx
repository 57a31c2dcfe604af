import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordPage from '../../../src/public/auth/ForgotPasswordPage';
import ResetPasswordPage from '../../../src/public/auth/ResetPasswordPage';
import { RESET_EMAIL_KEY } from '../../../src/public/auth/resetEmail';
import { PublicApiError } from '../../../src/providers/publicAccountsApi';
import { dismiss } from '../../../src/ui/toast';
import { renderPublicPage } from './support/renderPublic';

const api = vi.hoisted(() => ({ forgotPassword: vi.fn(), resetPassword: vi.fn(), acceptInvitation: vi.fn() }));
vi.mock('../../../src/providers/publicAccountsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/providers/publicAccountsApi')>()),
  publicAccountsApi: api,
}));

const location = () => screen.getByTestId('location').textContent;
const deferred = () => {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
};

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  dismiss();
});

describe('Forgot Password', () => {
  const open = () => renderPublicPage('/forgot-password', <ForgotPasswordPage />);

  it('has the links of the spec', () => {
    open();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
    expect(screen.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/support');
  });

  it('reads Sending... while busy, then toasts the message, remembers the e-mail and goes to /reset-password', async () => {
    const call = deferred();
    api.forgotPassword.mockReturnValue(call.promise);
    open();
    await userEvent.type(screen.getByLabelText(/Email/), ' amina@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.forgotPassword).toHaveBeenCalledWith('amina@example.org');
    call.resolve({ message: 'If your email exists, you will receive a reset code.' });
    await waitFor(() => expect(location()).toBe('/reset-password'));
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBe('amina@example.org');
    expect(screen.getByTestId('toast')).toHaveTextContent('If your email exists, you will receive a reset code.');
  });

  it('shows the server message of a failure and stays', async () => {
    api.forgotPassword.mockRejectedValue(new PublicApiError('Too many attempts. Please wait a minute and try again.', 429, 'RATE_LIMITED'));
    open();
    await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(location()).toBe('/forgot-password');
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeEnabled();
  });
});

describe('Reset Password', () => {
  const open = () => renderPublicPage('/reset-password', <ResetPasswordPage />);
  const remember = () => localStorage.setItem(RESET_EMAIL_KEY, 'amina@example.org');

  async function fill(code: string, password: string, confirm = password) {
    await userEvent.type(screen.getByLabelText('Reset Code'), code);
    await userEvent.type(screen.getByLabelText(/^New Password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('without a remembered e-mail goes to /forgot-password', async () => {
    open();
    await waitFor(() => expect(location()).toBe('/forgot-password'));
  });

  it('limits the code to 6 digits and requires every field; links as in the spec', async () => {
    remember();
    open();
    const code = screen.getByLabelText('Reset Code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('pattern', '\\d{6}');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    for (const input of [code, screen.getByLabelText(/^New Password/), screen.getByLabelText(/^Confirm Password/)]) {
      expect(input).toBeRequired();
    }
    await userEvent.type(code, '12a34567');
    expect(code).toHaveValue('123456');
    expect(screen.getByRole('link', { name: 'Back to Forgot Password' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(screen.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/support');
  });

  it('toasts "Passwords do not match" and sends nothing', async () => {
    remember();
    open();
    await fill('123456', 'new-password-1', 'new-password-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('reads Resetting... while busy, then toasts success, forgets the e-mail and goes to /login', async () => {
    remember();
    const call = deferred();
    api.resetPassword.mockReturnValue(call.promise);
    open();
    await fill('123456', 'new-password-1');
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(api.resetPassword).toHaveBeenCalledWith({ email: 'amina@example.org', code: '123456', newPassword: 'new-password-1' });
    call.resolve({ message: 'Password has been reset successfully.' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(screen.getByTestId('toast')).toHaveTextContent('Password has been reset successfully.');
  });

  it('shows the server message of a failure', async () => {
    remember();
    const message = 'The code is invalid or has expired. Request a new code.';
    api.resetPassword.mockRejectedValue(new PublicApiError(message, 400, 'INVALID_RESET_CODE'));
    open();
    await fill('123456', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe('/reset-password');
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBe('amina@example.org');
  });
});
