import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAccountsApi, errorMessage, fieldErrorsOf } from '../../../src/providers/accountsApi';
import { createPublicAccountsApi, PublicApiError, serverMessage } from '../../../src/providers/publicAccountsApi';
import { API, createHarness, makeUser, route, setupMswServer, storeSession, tokenExpiringIn } from './helpers';

const server = setupMswServer();

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function signedInApi() {
  const { clock, session, httpClient } = createHarness();
  const token = tokenExpiringIn(clock, 30);
  storeSession(token, makeUser());
  session.load();
  return { api: createAccountsApi(httpClient, API), token };
}

describe('accountsApi (signed in)', () => {
  it('invites with the bearer token and returns data and message', async () => {
    const { api, token } = signedInApi();
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(route('/admin/user-management/invite'), async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({ data: { id: 9, email: 'musa@example.org' }, message: 'Invitation sent to musa@example.org.' }, { status: 201 });
      }),
    );
    const answer = await api.inviteUser({ fullName: 'Musa Sani', email: 'musa@example.org', roleId: 3, state: 'kano' });
    expect(seen).toEqual({ auth: `Bearer ${token}`, body: { fullName: 'Musa Sani', email: 'musa@example.org', roleId: 3, state: 'kano' } });
    expect(answer).toEqual({ data: { id: 9, email: 'musa@example.org' }, message: 'Invitation sent to musa@example.org.' });
  });

  it('edits with id plus the changed fields only', async () => {
    const { api } = signedInApi();
    let body: unknown;
    server.use(
      http.put(route('/admin/user-management/edit'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 4, isActive: false }, message: 'User suspended.' });
      }),
    );
    expect((await api.editUser(4, { isActive: false })).message).toBe('User suspended.');
    expect(body).toEqual({ id: 4, isActive: false });
  });

  it('calls the invitation and delete paths', async () => {
    const { api } = signedInApi();
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ message: 'ok' });
    };
    server.use(
      http.post(route('/admin/user-management/5/resend-invitation'), record),
      http.post(route('/admin/user-management/5/revoke-invitation'), record),
      http.delete(route('/admin/user-management/5'), record),
    );
    await api.resendInvitation(5);
    await api.revokeInvitation(5);
    await api.deleteUser(5);
    expect(calls).toEqual([
      'POST /api/admin/user-management/5/resend-invitation',
      'POST /api/admin/user-management/5/revoke-invitation',
      'DELETE /api/admin/user-management/5',
    ]);
  });

  it('reads roles from data and puts the id into the update body', async () => {
    const { api } = signedInApi();
    let body: unknown;
    server.use(
      http.get(route('/admin/user-management/roles'), () => HttpResponse.json({ data: [{ id: 1, name: 'super_admin' }] })),
      http.put(route('/admin/user-management/roles/3'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 3 }, message: 'Role updated.' });
      }),
    );
    expect(await api.listRoles()).toEqual([{ id: 1, name: 'super_admin' }]);
    expect((await api.updateRole(3, { permissions: ['read_users'] })).message).toBe('Role updated.');
    expect(body).toEqual({ id: 3, permissions: ['read_users'] });
  });

  it('uploads the CSV under csvFile as multipart', async () => {
    const { api } = signedInApi();
    let file: FormDataEntryValue | null = null;
    let rawBody = '';
    let contentType = '';
    server.use(
      http.post(route('/admin/user-management/bulk-invite/upload'), async ({ request }) => {
        contentType = request.headers.get('Content-Type') ?? '';
        rawBody = await request.clone().text();
        file = (await request.formData()).get('csvFile');
        return HttpResponse.json({ data: { id: 2, status: 'queued' }, message: 'Upload received.' }, { status: 202 });
      }),
    );
    const answer = await api.uploadBulkInvite(new File(['fullName,email,role\n'], 'staff.csv', { type: 'text/csv' }));
    expect(answer.data).toEqual({ id: 2, status: 'queued' });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(file).not.toBeNull();
    expect(typeof file).not.toBe('string');
    // jsdom's File crosses into Node's fetch, which drops the file name; browsers keep it.
    expect(rawBody).toContain('name="csvFile"');
    expect(rawBody).toContain('fullName,email,role');
  });

  it('lists jobs and rows and downloads the rows CSV with the token', async () => {
    const { api, token } = signedInApi();
    let auth: string | null = null;
    server.use(
      http.get(route('/admin/user-management/bulk-invite/jobs'), () => HttpResponse.json({ data: [{ id: 2 }] })),
      http.get(route('/admin/user-management/bulk-invite/jobs/2/rows'), () => HttpResponse.json({ data: [{ rowNumber: 2 }] })),
      http.get(route('/admin/user-management/bulk-invite/jobs/2/rows.csv'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('rowNumber,outcome\n2,invited\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    expect(await api.listBulkInviteJobs()).toEqual([{ id: 2 }]);
    expect(await api.listBulkInviteRows(2)).toEqual([{ rowNumber: 2 }]);
    const blob = await api.downloadBulkInviteRows(2);
    expect(await readBlob(blob)).toBe('rowNumber,outcome\n2,invited\n');
    expect(blob.type).toMatch(/^text\/csv/);
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('surfaces the server message and field errors of a failure', async () => {
    const { api } = signedInApi();
    server.use(
      http.post(route('/admin/user-management/invite'), () =>
        HttpResponse.json({ message: 'Check the highlighted fields.', code: 'VALIDATION_FAILED', errors: { email: 'Enter a valid e-mail.' } }, { status: 400 }),
      ),
    );
    const error = await api.inviteUser({ fullName: 'X', email: 'bad', roleId: 1 }).catch((caught: unknown) => caught);
    expect(errorMessage(error, 'fallback')).toBe('Check the highlighted fields.');
    expect(fieldErrorsOf(error)).toEqual({ email: 'Enter a valid e-mail.' });
  });
});

describe('publicAccountsApi (no session)', () => {
  const api = createPublicAccountsApi(undefined, API);

  it('posts forgot, reset and accept without a token', async () => {
    const seen: { path: string; auth: string | null; body: unknown }[] = [];
    const handler =
      (message: string, data?: unknown) =>
      async ({ request }: { request: Request }) => {
        seen.push({ path: new URL(request.url).pathname, auth: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json(data ? { message, data } : { message });
      };
    server.use(
      http.post(route('/admin/auth/forgot-password'), handler('If your email exists, you will receive a reset code.')),
      http.post(route('/admin/auth/reset-password'), handler('Password has been reset successfully.')),
      http.post(route('/admin/auth/accept-invitation'), handler('Invitation accepted successfully', { role: 'collector', email: 'a@b.org' })),
    );
    expect(await api.forgotPassword('a@b.org')).toEqual({ message: 'If your email exists, you will receive a reset code.' });
    expect(await api.resetPassword({ email: 'a@b.org', code: '123456', newPassword: 'long-enough-1' })).toEqual({
      message: 'Password has been reset successfully.',
    });
    expect((await api.acceptInvitation({ token: 't', email: 'a@b.org', password: 'long-enough-1' })).data?.role).toBe('collector');
    expect(seen.map((call) => call.path)).toEqual(['/api/admin/auth/forgot-password', '/api/admin/auth/reset-password', '/api/admin/auth/accept-invitation']);
    expect(seen.every((call) => call.auth === null)).toBe(true);
    expect(seen[2].body).toEqual({ token: 't', email: 'a@b.org', password: 'long-enough-1' });
  });

  it('throws PublicApiError with the server message, code and field errors', async () => {
    server.use(
      http.post(route('/admin/auth/reset-password'), () =>
        HttpResponse.json(
          {
            message: 'This password is too common. Choose a less guessable one.',
            code: 'VALIDATION_FAILED',
            errors: { newPassword: 'This password is too common. Choose a less guessable one.' },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await api.resetPassword({ email: 'a@b.org', code: '123456', newPassword: 'password' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublicApiError);
    expect((error as PublicApiError).code).toBe('VALIDATION_FAILED');
    expect((error as PublicApiError).errors.newPassword).toMatch(/too common/);
    expect(serverMessage(error)).toBe('This password is too common. Choose a less guessable one.');
  });

  it('gives no server message when the body has none', async () => {
    server.use(http.post(route('/admin/auth/forgot-password'), () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await api.forgotPassword('a@b.org').catch((caught: unknown) => caught);
    expect((error as PublicApiError).status).toBe(502);
    expect(serverMessage(error)).toBeUndefined();
  });
});
