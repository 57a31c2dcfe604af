import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as net.AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Quoted-printable soft line breaks and =3D escapes undone, so links can be read. */
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('e-mail through a real SMTP server', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('delivers an invitation with its link and records the delivery', async () => {
    t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://edu.example.gov.ng' } });
    const admin = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, admin.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user-management/invite',
      headers: bearer(token),
      payload: { fullName: 'Amaka Obi', email: 'amaka@example.org', roleId: await roleIdByName(t.app.db, 'supervisor') },
    });
    expect(response.statusCode).toBe(201);
    const message = await waitFor(() => inbox.find((m) => m.to.includes('amaka@example.org')), 'the invitation');
    const body = decodeQp(message.raw);
    expect(body).toContain('Subject: Your invitation to the Education Data Platform');
    expect(body).toMatch(/https:\/\/edu\.example\.gov\.ng\/accept-invitation\?token=[\w-]+&email=amaka%40example\.org/);
    expect(body).toContain('Content-Type: text/html');
    const row = await waitFor(async () => {
      const r = await t.app.db.selectFrom('mailOutbox').select(['status', 'sentAt']).where('toAddress', '=', 'amaka@example.org').executeTakeFirst();
      return r?.status === 'sent' ? r : undefined;
    }, 'the sent status');
    expect(row.sentAt).not.toBeNull();
  });

  it('delivers the reset code', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email: user.email } });
    const message = await waitFor(() => inbox.find((m) => m.to.includes(user.email)), 'the reset code');
    expect(decodeQp(message.raw)).toMatch(/Your password reset code is \d{6}\./);
  });

  it('records a failure when the SMTP server cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failing = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${deadPort}` } });
    try {
      const user = await createUser(failing.app, { role: 'admin' });
      await failing.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email: user.email } });
      const row = await waitFor(async () => {
        const r = await failing.app.db.selectFrom('mailOutbox').select(['status', 'error']).executeTakeFirst();
        return r?.status === 'failed' ? r : undefined;
      }, 'the failed status');
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await failing.close();
    }
  });
});
