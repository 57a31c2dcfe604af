/**
 * The account calls made without a session (docs/api-accounts.md, "Without sign-in"): forgot and
 * reset password, accept invitation. Plain JSON over fetch and no react-admin import, so the public
 * bundle stays free of admin code.
 */
import type { AcceptInvitationAnswer, AcceptInvitationBody, ForgotPasswordBody, ResetPasswordBody } from '../domain/api/auth';
import type { MessageAnswer } from '../domain/api/common';
import { apiUrl } from './apiUrl';
import { defaultFetch, errorFields, parseJson, type FetchImpl } from './authApi';

/** A failed call: `message` is the server's (empty when it sent none), plus its code and field errors. */
export class PublicApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string>;

  constructor(message: string, status: number, code: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'PublicApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export interface PublicAccountsApi {
  forgotPassword(email: string): Promise<MessageAnswer>;
  resetPassword(payload: ResetPasswordBody): Promise<MessageAnswer>;
  acceptInvitation(payload: AcceptInvitationBody): Promise<AcceptInvitationAnswer>;
}

function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's message of a failed call, or undefined (network failure, empty body). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof PublicApiError && error.message ? error.message : undefined;
}

export function createPublicAccountsApi(fetchImpl: FetchImpl = defaultFetch, baseUrl: string = apiUrl): PublicAccountsApi {
  const post = async <Body, Answer>(path: string, body: Body): Promise<Answer> => {
    const response = await fetchImpl(`${baseUrl}/admin/auth/${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = parseJson(await response.text());
    if (!response.ok) {
      const { message, code } = errorFields(json);
      throw new PublicApiError(message ?? '', response.status, code ?? '', fieldErrors(json));
    }
    return (json ?? {}) as Answer;
  };
  return {
    forgotPassword: (email) => post<ForgotPasswordBody, MessageAnswer>('forgot-password', { email }),
    resetPassword: (payload) => post<ResetPasswordBody, MessageAnswer>('reset-password', payload),
    acceptInvitation: (payload) => post<AcceptInvitationBody, AcceptInvitationAnswer>('accept-invitation', payload),
  };
}

export const publicAccountsApi: PublicAccountsApi = createPublicAccountsApi();
