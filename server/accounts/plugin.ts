/** Account services shared by routes and jobs: mailer, secret key, session-revocation events. */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { Mailer } from '../mail/outbox';
import { BulkInviteRunner } from './bulkInviteJobs';

interface AccountEvents {
  /** A user's sessions ended (suspension, role change, password reset, deletion); `suspended` says which. */
  on(event: 'sessions-revoked', listener: (userId: number, suspended?: boolean) => void): this;
  emit(event: 'sessions-revoked', userId: number, suspended?: boolean): boolean;
  /** One session ended (sign-out). */
  on(event: 'session-revoked', listener: (sessionId: string) => void): this;
  emit(event: 'session-revoked', sessionId: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    bulkInvites: BulkInviteRunner;
    accountEvents: AccountEvents & EventEmitter;
    accountSecret: string;
    publicUrl: string;
    /** DELETE_RETENTION_DAYS: a deleted user's e-mail stays taken this long, then the retention job frees it. */
    deletedUserEmailDays: number;
  }
}

export default fp(
  async (app, options: { smtpUrl?: string; secret: string; publicUrl: string; deleteRetentionDays?: number }) => {
    const mailer = new Mailer(app.db, options.smtpUrl, app.log);
    app.decorate('mailer', mailer);
    app.decorate('accountEvents', new EventEmitter() as AccountEvents & EventEmitter);
    app.decorate('accountSecret', options.secret);
    app.decorate('publicUrl', options.publicUrl);
    app.decorate('deletedUserEmailDays', options.deleteRetentionDays ?? DEFAULT_RETENTION_DAYS);
    app.decorate('bulkInvites', new BulkInviteRunner(app));
    // Not onReady: resumed work must never stand between the start and the first answer.
    app.addHook('onListen', async () => app.bulkInvites.resumeAfterStart());
    app.addHook('onClose', async () => {
      await app.bulkInvites.resumed();
      await app.bulkInvites.idle();
      await mailer.close();
    });
  },
  { name: 'accounts', dependencies: ['db'] },
);
