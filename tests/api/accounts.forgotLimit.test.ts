/**
 * Forgot-password per account whatever the address: 25 requests from 25 addresses
 * at once send exactly 3 e-mails (received by a real SMTP server), every answer is the same as
 * for an unknown e-mail, and the codes already sent stay valid.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESET_MAILS_PER_HOUR } from '../../server/accounts/passwordReset';
import { createUser, login } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

const inbox: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as net.AddressInfo).port;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const forgot = (email: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email }, headers: { 'x-forwarded-for': address } });
const reset = (email: string, code: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/reset-password', payload: { email, code, newPassword } });

/** Until every reset mail to `email` in the outbox has been handed to the SMTP server. */
async function deliveredTo(email: string): Promise<string[]> {
  for (let i = 0; i < 200; i += 1) {
    const rows = await t.app.db.selectFrom('mailOutbox').select('status').where('toAddress', '=', email).execute();
    if (rows.length > 0 && rows.every((row) => row.status === 'sent' || row.status === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return inbox.filter((mail) => mail.to.includes(email)).map((mail) => /code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] ?? '');
}

describe('forgot-password from many addresses', () => {
  it('25 requests from 25 addresses at once: exactly 3 e-mails, 25 answers the same as for an unknown e-mail', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => forgot(owner.email, `203.0.113.${i + 1}`)));
    const unknown = await forgot('nobody-at-all@example.org', '203.0.113.99');
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(unknown.body);
    }
    const codes = await deliveredTo(owner.email);
    expect(codes).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
    expect(MAX_RESET_MAILS_PER_HOUR).toBe(3);
    const rows = await t.app.db.selectFrom('passwordResets').select(['id', 'invalidatedAt']).where('userId', '=', owner.id).execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.invalidatedAt === null)).toBe(true);
    const withheld = await t.app.db
      .selectFrom('auditLogs')
      .select('changes')
      .where('action', '=', 'password_reset_requested')
      .where('userId', '=', owner.id)
      .execute();
    expect(withheld.filter((row) => row.changes !== null)).toHaveLength(22);

    // The first code e-mailed still works after the later requests.
    expect((await reset(owner.email, codes[0], 'Brand-New-Secret-7')).statusCode).toBe(200);
    expect((await login(t.app, owner.email, 'Brand-New-Secret-7')).statusCode).toBe(200);
  });

  it('the hour counts per account: another account still gets its code, and an hour later the owner gets a new one', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    for (let i = 1; i <= 4; i += 1) await forgot(owner.email, `198.51.100.${i}`);
    await forgot(other.email, '198.51.100.1');
    expect(await deliveredTo(owner.email)).toHaveLength(3);
    expect(await deliveredTo(other.email)).toHaveLength(1);
    await t.app.db
      .updateTable('passwordResets')
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where('userId', '=', owner.id)
      .execute();
    await forgot(owner.email, '198.51.100.9');
    expect(await deliveredTo(owner.email)).toHaveLength(4);
  });
});
