import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AcceptInvitationPage from '../../../src/public/auth/AcceptInvitationPage';
import { PublicApiError } from '../../../src/providers/publicAccountsApi';
import { dismiss } from '../../../src/ui/toast';
import { renderPublicPage } from './support/renderPublic';

const api = vi.hoisted(() => ({ forgotPassword: vi.fn(), resetPassword: vi.fn(), acceptInvitation: vi.fn() }));
vi.mock('../../../src/providers/publicAccountsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/providers/publicAccountsApi')>()),
  publicAccountsApi: api,
}));

const LINK = '/accept-invitation?token=abc123&email=amina%40example.org';
const location = () => screen.getByTestId('location').textContent;
const submit = () => screen.getByRole('button', { name: /Set Password/ });

function open(path = LINK) {
  return renderPublicPage('/accept-invitation', <AcceptInvitationPage />, path);
}

async function fill(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await userEvent.click(submit());
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  dismiss();
});

describe('Accept Invitation', () => {
  it('shows the e-mail from the link read-only and a Return to login link', () => {
    open();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('amina@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login');
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['without a token', '/accept-invitation?email=amina%40example.org'],
    ['without an email', '/accept-invitation?token=abc123'],
  ])('%s says the link is invalid and disables Set Password', (_case, path) => {
    open(path);
    expect(screen.getByTestId('invitation-link-error')).toHaveTextContent('Invalid invitation link. Please check your email for the correct link.');
    expect(submit()).toBeDisabled();
  });

  it('rejects a password shorter than 8 characters', async () => {
    open();
    await fill('short12');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(api.acceptInvitation).not.toHaveBeenCalled();
  });

  it('rejects passwords that do not match', async () => {
    open();
    await fill('long-enough-1', 'long-enough-2');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.acceptInvitation).not.toHaveBeenCalled();
  });

  it('toggles the visibility of the password', async () => {
    open();
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(input).toHaveAttribute('type', 'text');
  });

  it('shows a spinner and disables the button while submitting, then goes to /login?accepted=true', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.acceptInvitation.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    open();
    await fill('long-enough-1');
    expect(api.acceptInvitation).toHaveBeenCalledWith({ token: 'abc123', email: 'amina@example.org', password: 'long-enough-1' });
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Setting password' })).toBeInTheDocument();
    finish({ message: 'Invitation accepted successfully', data: { role: 'admin', email: 'amina@example.org' } });
    await waitFor(() => expect(location()).toBe('/login?accepted=true'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Invitation accepted successfully');
  });

  it('sends a collector (any case) to /collector?accepted=true, with the default message when the server sends none', async () => {
    api.acceptInvitation.mockResolvedValue({ data: { role: 'Collector' } });
    open();
    await fill('long-enough-1');
    await waitFor(() => expect(location()).toBe('/collector?accepted=true'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Invitation accepted successfully');
  });

  it('shows the server message of a failure in an error toast', async () => {
    const message = 'This invitation link is invalid or has expired. Ask your administrator for a new one.';
    api.acceptInvitation.mockRejectedValue(new PublicApiError(message, 400, 'INVALID_INVITATION'));
    open();
    await fill('long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe(LINK);
    expect(submit()).toBeEnabled();
  });

  it('falls back to "Failed to accept invitation"', async () => {
    api.acceptInvitation.mockRejectedValue(new TypeError('Failed to fetch'));
    open();
    await fill('long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to accept invitation');
  });
});
