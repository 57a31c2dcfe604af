import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/accounts/secrets';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { invitationTokenFor, latestMail } from '../helpers/mail';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://edu.example.gov.ng' } });
  const admin = await createUser(t.app, { role: 'admin' });
  adminToken = await loginToken(t.app, admin.email);
});
afterAll(async () => t.close());

async function invite(email: string, role = 'supervisor', token = adminToken) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/user-management/invite',
    headers: bearer(token),
    payload: { fullName: 'Zainab Lawal', email, roleId: await roleIdByName(t.app.db, role), phone: '08031234567', state: 'kano' },
  });
}
const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/auth/accept-invitation', payload });

describe('invitations', () => {
  it('invites by e-mail with a link to Accept Invitation, which sets the password once', async () => {
    const response = await invite('zainab@example.org');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ email: 'zainab@example.org', role: 'supervisor', invitation: { state: 'pending' } });

    const mail = await latestMail(t.app, 'zainab@example.org', 'invitation');
    expect(mail.textBody).toContain('https://edu.example.gov.ng/accept-invitation?token=');
    expect(mail.textBody).toContain('&email=zainab%40example.org');
    expect(mail.htmlBody).toContain('Set your password');
    expect(mail.status).toBe('stored');

    const token = await invitationTokenFor(t.app, 'zainab@example.org');
    const stored = await t.app.db.selectFrom('invitations').select('tokenHash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);

    expect((await login(t.app, 'zainab@example.org', 'Kano-Learning-77')).statusCode).toBe(401);
    const accepted = await accept({ token, email: 'zainab@example.org', password: 'Kano-Learning-77' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Invitation accepted successfully', data: { role: 'supervisor', email: 'zainab@example.org' } });
    expect((await login(t.app, 'zainab@example.org', 'Kano-Learning-77')).statusCode).toBe(200);

    const reused = await accept({ token, email: 'zainab@example.org', password: 'Another-Pass-88' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_INVITATION');
    expect((await login(t.app, 'zainab@example.org', 'Kano-Learning-77')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await invite('expired@example.org');
    const token = await invitationTokenFor(t.app, 'expired@example.org');
    await t.app.db
      .updateTable('invitations')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const response = await accept({ token, email: 'expired@example.org', password: 'Valid-Password-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INVITATION');
  });

  it('refuses a token presented with another e-mail', async () => {
    await invite('owner@example.org');
    const token = await invitationTokenFor(t.app, 'owner@example.org');
    expect((await accept({ token, email: 'intruder@example.org', password: 'Valid-Password-1' })).statusCode).toBe(400);
  });

  it('wants 8 to 128 characters and not a common password', async () => {
    await invite('weak@example.org');
    const token = await invitationTokenFor(t.app, 'weak@example.org');
    const short = await accept({ token, email: 'weak@example.org', password: 'short' });
    expect(short.json().errors.password).toBe('Password must be at least 8 characters long');
    const long = await accept({ token, email: 'weak@example.org', password: 'x'.repeat(129) });
    expect(long.json().errors.password).toBe('Password must be at most 128 characters long');
    const common = await accept({ token, email: 'weak@example.org', password: 'Password123' });
    expect(common.json().errors.password).toBe('This password is too common. Choose a less guessable one.');
    expect((await accept({ token, email: 'weak@example.org', password: 'Rare-Words-Here-9' })).statusCode).toBe(200);
  });

  it('resending replaces the old link; revoking kills the pending one', async () => {
    const created = await invite('resend@example.org');
    const id = created.json().data.id;
    const first = await invitationTokenFor(t.app, 'resend@example.org');
    const resent = await t.app.inject({ method: 'POST', url: `/api/admin/user-management/${id}/resend-invitation`, headers: bearer(adminToken) });
    expect(resent.statusCode).toBe(200);
    const second = await invitationTokenFor(t.app, 'resend@example.org');
    expect(second).not.toBe(first);
    expect((await accept({ token: first, email: 'resend@example.org', password: 'Valid-Password-1' })).statusCode).toBe(400);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/admin/user-management/${id}/revoke-invitation`, headers: bearer(adminToken) });
    expect(revoked.json().data.invitation.state).toBe('revoked');
    expect((await accept({ token: second, email: 'resend@example.org', password: 'Valid-Password-1' })).statusCode).toBe(400);
  });

  it('refuses to invite an existing user, and needs manage_users', async () => {
    await invite('dupe@example.org');
    const again = await invite('DUPE@example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_A_USER');
    const reader = await createUser(t.app, { role: 'executive' });
    const readerToken = await loginToken(t.app, reader.email);
    expect((await invite('new@example.org', 'supervisor', readerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/user-management/invite', payload: {} })).statusCode).toBe(401);
  });

  it('answers the collector role so the page can land in /collector', async () => {
    await invite('field@example.org', 'collector');
    const token = await invitationTokenFor(t.app, 'field@example.org');
    const response = await accept({ token, email: 'field@example.org', password: 'Field-Work-2026' });
    expect(response.json().data.role).toBe('collector');
  });

  it('audit-logs the invitation and its acceptance', async () => {
    const created = await invite('audited@example.org');
    const id = String(created.json().data.id);
    const token = await invitationTokenFor(t.app, 'audited@example.org');
    await accept({ token, email: 'audited@example.org', password: 'Audit-Trail-55' });
    const actions = await t.app.db
      .selectFrom('auditLogs')
      .select('action')
      .where('resource', '=', 'users')
      .where('resourceId', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['invite', 'invitation_accepted']);
  });
});
