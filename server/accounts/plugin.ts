/** Account services shared by routes and jobs: mailer, secret key, session-revocation events. */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { Mailer } from '../mail/outbox';
import { BulkInviteRunner } from './bulkInviteJobs';

export interface AccountEvents {
  /** A user's sessions ended (suspension, role change, password reset, deletion). */
  on(event: 'sessions-revoked', listener: (userId: number) => void): this;
  emit(event: 'sessions-revoked', userId: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    bulkInvites: BulkInviteRunner;
    accountEvents: AccountEvents & EventEmitter;
    accountSecret: string;
    publicUrl: string;
  }
}

export default fp(
  async (app, options: { smtpUrl?: string; secret: string; publicUrl: string }) => {
    const mailer = new Mailer(app.db, options.smtpUrl, app.log);
    app.decorate('mailer', mailer);
    app.decorate('accountEvents', new EventEmitter() as AccountEvents & EventEmitter);
    app.decorate('accountSecret', options.secret);
    app.decorate('publicUrl', options.publicUrl);
    app.decorate('bulkInvites', new BulkInviteRunner(app));
    app.addHook('onReady', async () => app.bulkInvites.resumeUnfinished());
    app.addHook('onClose', async () => {
      await app.bulkInvites.idle();
      await mailer.close();
    });
  },
  { name: 'accounts', dependencies: ['db'] },
);
