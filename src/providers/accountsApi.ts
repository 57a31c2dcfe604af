/**
 * The signed-in account calls of docs/api-accounts.md (user management, roles, bulk invites),
 * through the admin httpClient (bearer token, refresh on 401). The users, collectors and outbox
 * lists go through the dataProvider (simple-rest dialect); everything else is here.
 */
import type { MessageAnswer } from '../domain/api/common';
import type { CollectorView, EditUserBody, InviteUserBody, UserSavedAnswer, UserView } from '../domain/api/users';
import type { BulkJob, BulkJobsAnswer, BulkRow, BulkRowsAnswer, BulkUploadAnswer } from '../domain/api/usersBulk';
import type { OutboxMessage } from '../domain/api/usersOutbox';
import type { RoleSavedAnswer, RolesAnswer, RoleView } from '../domain/api/usersRoles';
import type { RoleCreate, RoleUpdate } from '../domain/roleInput';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export type { BulkJobStatus, BulkRowOutcome } from '../domain/api/usersBulk';
export type { InvitationState } from '../domain/api/users';

/** A user as User Management lists it. */
export type AccountUser = UserView;
/** A collection agent with presence and sync figures. */
export type CollectorUser = CollectorView;
export type Role = RoleView;
export type BulkInviteJob = BulkJob;
export type BulkInviteRow = BulkRow;
export type { OutboxMessage };

export type InvitePayload = InviteUserBody;
export type UserChanges = Omit<EditUserBody, 'id'>;
export type RolePayload = RoleCreate;
export type RoleChanges = Omit<RoleUpdate, 'id'>;

export interface AccountsApi {
  inviteUser(payload: InvitePayload): Promise<UserSavedAnswer>;
  resendInvitation(id: number): Promise<UserSavedAnswer>;
  revokeInvitation(id: number): Promise<UserSavedAnswer>;
  editUser(id: number, changes: UserChanges): Promise<UserSavedAnswer>;
  deleteUser(id: number): Promise<MessageAnswer>;
  listRoles(): Promise<RolesAnswer['data']>;
  createRole(payload: RolePayload): Promise<RoleSavedAnswer>;
  updateRole(id: number, changes: RoleChanges): Promise<RoleSavedAnswer>;
  deleteRole(id: number): Promise<MessageAnswer>;
  uploadBulkInvite(file: File): Promise<BulkUploadAnswer>;
  listBulkInviteJobs(): Promise<BulkJobsAnswer['data']>;
  listBulkInviteRows(jobId: number): Promise<BulkRowsAnswer['data']>;
  downloadBulkInviteRows(jobId: number): Promise<Blob>;
}

/** A write's answer as the provider hands it on: `data` as sent (none for a delete), `message` or ''. */
function answer<A extends MessageAnswer>(json: unknown): A {
  const body = (json ?? {}) as { data?: unknown; message?: unknown };
  const sent: MessageAnswer & { data?: unknown } = { data: body.data, message: typeof body.message === 'string' ? body.message : '' };
  return sent as A;
}

/** The `data` list of a read's answer, [] when there is none. */
function list<A extends { data: unknown[] }>(json: unknown): A['data'] {
  const data = (json as Partial<A> | null)?.data;
  return Array.isArray(data) ? data : [];
}

export function createAccountsApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): AccountsApi {
  const users = `${baseUrl}/admin/user-management`;
  const roles = `${users}/roles`;
  const bulk = `${users}/bulk-invite`;
  const send = async <A extends MessageAnswer>(url: string, method: string, body?: unknown): Promise<A> => {
    const { json } = await http(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return answer<A>(json);
  };
  return {
    inviteUser: (payload) => send(`${users}/invite`, 'POST', payload),
    resendInvitation: (id) => send(`${users}/${id}/resend-invitation`, 'POST'),
    revokeInvitation: (id) => send(`${users}/${id}/revoke-invitation`, 'POST'),
    editUser: (id, changes) => send(`${users}/edit`, 'PUT', { id, ...changes }),
    deleteUser: (id) => send(`${users}/${id}`, 'DELETE'),
    listRoles: async () => list<RolesAnswer>((await http(roles)).json),
    createRole: (payload) => send(roles, 'POST', payload),
    updateRole: (id, changes) => send(`${roles}/${id}`, 'PUT', { id, ...changes }),
    deleteRole: (id) => send(`${roles}/${id}`, 'DELETE'),
    uploadBulkInvite: async (file) => {
      const form = new FormData();
      form.append('csvFile', file, file.name);
      const { json } = await http(`${bulk}/upload`, { method: 'POST', body: form });
      return answer<BulkUploadAnswer>(json);
    },
    listBulkInviteJobs: async () => list<BulkJobsAnswer>((await http(`${bulk}/jobs`)).json),
    listBulkInviteRows: async (jobId) => list<BulkRowsAnswer>((await http(`${bulk}/jobs/${jobId}/rows`)).json),
    downloadBulkInviteRows: async (jobId) => {
      const { body } = await http(`${bulk}/jobs/${jobId}/rows.csv`, { headers: { Accept: 'text/csv' } });
      return new Blob([body], { type: 'text/csv;charset=utf-8' });
    },
  };
}

export const accountsApi: AccountsApi = createAccountsApi();

/** The server's message of a failed call (HttpError carries it), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return message || fallback;
}

/** Field errors of a 400 VALIDATION_FAILED answer (`body.errors`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const errors = body?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
