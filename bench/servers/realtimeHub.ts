/**
 * The real app (PGlite in memory) with BENCH_COLLECTORS collector accounts, each with an open
 * session, and one admin. Prints its port, the admin token and the collectors' ids and tokens.
 */
import crypto from 'node:crypto';
import { buildApp } from '../../server/app';
import { roleIdByName } from '../../server/accounts/defaultRoles';

const count = Number(process.env.BENCH_COLLECTORS ?? 2000);
const app = await buildApp({
  mode: 'test',
  host: '127.0.0.1',
  port: 0,
  dataDir: 'memory',
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  jwtSecret: crypto.randomBytes(32).toString('hex'),
  publicUrl: 'http://localhost',
  demoData: false,
  logLevel: 'silent',
});

async function usersWithSessions(role: string, emails: string[]) {
  const roleId = await roleIdByName(app.db, role);
  const out: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < emails.length; i += 500) {
    const users = await app.db
      .insertInto('users')
      .values(
        emails.slice(i, i + 500).map((email, j) => ({
          email,
          fullName: `Bench ${role} ${i + j + 1}`,
          passwordHash: null,
          roleId,
          phone: null,
          state: null,
          lastLoginAt: null,
          lastSeenAt: null,
        })),
      )
      .returning('id')
      .execute();
    const sessions = users.map((user) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: null,
      userAgent: 'bench',
    }));
    await app.db.insertInto('sessions').values(sessions).execute();
    for (const session of sessions) out.push({ id: session.userId, token: (await app.tokens.issue(session.userId, role, session.id)).token });
  }
  return out;
}

const stamp = Date.now();
const collectors = await usersWithSessions(
  'collector',
  Array.from({ length: count }, (_, i) => `bench-collector-${i + 1}-${stamp}@example.org`),
);
const [admin] = await usersWithSessions('admin', [`bench-admin-${stamp}@example.org`]);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, adminToken: admin.token, collectors })}\n`);
process.once('SIGTERM', () => process.exit(0));
