/**
 * The signed-in account calls of docs/api-accounts.md (user management, roles, bulk invites),
 * through the admin httpClient (bearer token, refresh on 401). The users, collectors and outbox
 * lists go through the dataProvider (simple-rest dialect); everything else is here.
 */
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export type InvitationState = 'pending' | 'accepted' | 'expired' | 'revoked' | 'none';

export interface AccountUser {
  id: number;
  email: string;
  fullName: string;
  phone: string | null;
  state: string | null;
  role: string;
  roleId: number;
  roleDisplayName: string;
  isActive: boolean;
  invitation: { state: InvitationState; sentAt: string | null; expiresAt: string | null } | null;
  lastLoginAt: string | null;
  lastSeenAt: string | null;
  createdAt: string;
}

export interface CollectorUser {
  id: number;
  email: string;
  fullName: string;
  phone: string | null;
  state: string | null;
  isActive: boolean;
  lastSeenAt: string | null;
  lastLoginAt: string | null;
  recordsSynced: number;
  /** Connected now (socket presence, every server process). */
  online: boolean;
  /** The app version the device reported when it last connected. */
  appVersion: string | null;
  /** The last successful push of records. */
  lastSyncAt: string | null;
}

export interface Role {
  id: number;
  name: string;
  displayName: string;
  description: string | null;
  permissions: string[];
  isSystem: boolean;
  userCount: number;
}

export type BulkJobStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface BulkInviteJob {
  id: number;
  fileName: string;
  status: BulkJobStatus;
  totalRows: number;
  processedRows: number;
  invited: number;
  alreadyUsers: number;
  invalid: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
}

export type BulkRowOutcome = 'invited' | 'already_a_user' | 'invalid';

export interface BulkInviteRow {
  rowNumber: number;
  fullName: string | null;
  email: string | null;
  role: string | null;
  /** Null while the row waits to be processed. */
  outcome: BulkRowOutcome | null;
  reason: string | null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  kind: 'invitation' | 'password_reset';
  /** The server also uses `queued` (an SMTP send not yet done). */
  status: 'stored' | 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
  html: string;
}

/** A write's answer: the changed record (when there is one) and the server's message. */
export interface Answer<T = undefined> {
  data: T;
  message: string;
}

export interface InvitePayload {
  fullName: string;
  email: string;
  roleId: number;
  phone?: string;
  state?: string;
}

export type UserChanges = Partial<Pick<AccountUser, 'fullName' | 'phone' | 'state' | 'roleId' | 'isActive'>>;

export interface RolePayload {
  name: string;
  displayName: string;
  description?: string;
  permissions: string[];
}

export type RoleChanges = Partial<Pick<RolePayload, 'displayName' | 'description' | 'permissions'>>;

export interface AccountsApi {
  inviteUser(payload: InvitePayload): Promise<Answer<AccountUser>>;
  resendInvitation(id: number): Promise<Answer<AccountUser>>;
  revokeInvitation(id: number): Promise<Answer<AccountUser>>;
  editUser(id: number, changes: UserChanges): Promise<Answer<AccountUser>>;
  deleteUser(id: number): Promise<Answer>;
  listRoles(): Promise<Role[]>;
  createRole(payload: RolePayload): Promise<Answer<Role>>;
  updateRole(id: number, changes: RoleChanges): Promise<Answer<Role>>;
  deleteRole(id: number): Promise<Answer>;
  uploadBulkInvite(file: File): Promise<Answer<BulkInviteJob>>;
  listBulkInviteJobs(): Promise<BulkInviteJob[]>;
  listBulkInviteRows(jobId: number): Promise<BulkInviteRow[]>;
  downloadBulkInviteRows(jobId: number): Promise<Blob>;
}

function answer<T>(json: unknown): Answer<T> {
  const body = (json ?? {}) as { data?: T; message?: unknown };
  return { data: body.data as T, message: typeof body.message === 'string' ? body.message : '' };
}

function list<T>(json: unknown): T[] {
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

export function createAccountsApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): AccountsApi {
  const users = `${baseUrl}/admin/user-management`;
  const roles = `${users}/roles`;
  const bulk = `${users}/bulk-invite`;
  const send = async <T>(url: string, method: string, body?: unknown): Promise<Answer<T>> => {
    const { json } = await http(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return answer<T>(json);
  };
  return {
    inviteUser: (payload) => send(`${users}/invite`, 'POST', payload),
    resendInvitation: (id) => send(`${users}/${id}/resend-invitation`, 'POST'),
    revokeInvitation: (id) => send(`${users}/${id}/revoke-invitation`, 'POST'),
    editUser: (id, changes) => send(`${users}/edit`, 'PUT', { id, ...changes }),
    deleteUser: (id) => send(`${users}/${id}`, 'DELETE'),
    listRoles: async () => list<Role>((await http(roles)).json),
    createRole: (payload) => send(roles, 'POST', payload),
    updateRole: (id, changes) => send(`${roles}/${id}`, 'PUT', { id, ...changes }),
    deleteRole: (id) => send(`${roles}/${id}`, 'DELETE'),
    uploadBulkInvite: async (file) => {
      const form = new FormData();
      form.append('csvFile', file, file.name);
      const { json } = await http(`${bulk}/upload`, { method: 'POST', body: form });
      return answer<BulkInviteJob>(json);
    },
    listBulkInviteJobs: async () => list<BulkInviteJob>((await http(`${bulk}/jobs`)).json),
    listBulkInviteRows: async (jobId) => list<BulkInviteRow>((await http(`${bulk}/jobs/${jobId}/rows`)).json),
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
