/** Reads what the app "sent" from its outbox table. */
import type { FastifyInstance } from 'fastify';

export async function latestMail(app: FastifyInstance, to: string, kind: 'invitation' | 'password_reset') {
  const row = await app.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', to.toLowerCase())
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no ${kind} mail to ${to}`);
  return row;
}

export async function invitationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMail(app, email, 'invitation');
  const link = /https?:\/\/\S+\/accept-invitation\?token=([^&\s]+)&email=(\S+)/.exec(mail.textBody);
  if (!link) throw new Error('no invitation link in the mail');
  return decodeURIComponent(link[1]);
}

export async function resetCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMail(app, email, 'password_reset');
  const code = /code is (\d{6})/.exec(mail.textBody);
  if (!code) throw new Error('no code in the mail');
  return code[1];
}
