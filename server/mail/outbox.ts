/**
 * Every message goes into the outbox table in the transaction of the action that sends it; after
 * commit the mailer delivers what is queued through SMTP (when SMTP_URL is set) and records the
 * outcome. Without SMTP a message stays `stored`: readable by super admins only.
 */
import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { MailKind } from '../db/schemaAccounts';
import type { MailContent } from './templates';

const MAIL_FROM = 'Education Data Platform <no-reply@education-data.local>';

export async function queueMail(db: Kysely<Database>, to: string, kind: MailKind, content: MailContent, smtpEnabled: boolean): Promise<number> {
  const row = await db
    .insertInto('mailOutbox')
    .values({
      toAddress: to,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      kind,
      status: smtpEnabled ? 'queued' : 'stored',
      error: null,
      sentAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export class Mailer {
  /** nodemailer is loaded only when SMTP_URL is set (a start without it does not read it). */
  private readonly transport: Promise<Transporter> | null;
  private flushing: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    smtpUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly from = MAIL_FROM,
  ) {
    // nodemailer logs nothing unless asked to, so message bodies (codes, links) stay out of the logs.
    this.transport = smtpUrl ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Delivers every queued message; concurrent calls share one pass and trigger one more. */
  flush(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.deliverQueued().finally(() => {
      this.flushing = null;
      if (this.again) {
        this.again = false;
        void this.flush();
      }
    });
    return this.flushing;
  }

  private async deliverQueued(): Promise<void> {
    const transport = await this.transport!;
    const queued = await this.db.selectFrom('mailOutbox').selectAll().where('status', '=', 'queued').orderBy('id').limit(100).execute();
    for (const message of queued) {
      try {
        await transport.sendMail({ from: this.from, to: message.toAddress, subject: message.subject, text: message.textBody, html: message.htmlBody });
        await this.db
          .updateTable('mailOutbox')
          .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, error: null })
          .where('id', '=', message.id)
          .execute();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The message body (a code or a link) is never logged, only its id and the SMTP error.
        this.log.warn({ mailId: message.id, reason }, 'mail delivery failed');
        await this.db
          .updateTable('mailOutbox')
          .set({ status: 'failed', attempts: message.attempts + 1, error: reason.slice(0, 500) })
          .where('id', '=', message.id)
          .execute();
      }
    }
  }

  async close(): Promise<void> {
    await this.flushing;
    (await this.transport)?.close();
  }
}
