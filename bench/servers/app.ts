/** The real app on PGlite in memory with one signed-in user; prints its port and a token. */
import crypto from 'node:crypto';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { roleIdByName } from '../../server/accounts/defaultRoles';

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
const email = `bench-${Date.now()}@example.org`;
const password = crypto.randomBytes(12).toString('hex');
await app.db
  .insertInto('users')
  .values({
    email,
    fullName: 'Bench User',
    passwordHash: await hashPassword(password),
    roleId: await roleIdByName(app.db, 'admin'),
    phone: null,
    state: null,
    lastLoginAt: null,
    lastSeenAt: null,
  })
  .execute();
const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
const token = login.json().data.token as string;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token })}\n`);
