/**
 * The accounts the realtime bench signs in with, written into the product's database before the
 * product starts (PGlite belongs to one process): `count` collectors and one admin, each with an
 * open session, and their access tokens signed with the secret the server is then given
 * (JWT_SECRET). A PGlite folder starts from the prepared template, as `npm start` would make it.
 */
import crypto from 'node:crypto';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { TokenService } from '../../server/auth/tokens';
import { createDb, type Db } from '../../server/db/connection';
import { loadPg } from '../../server/db/pgDriver';
import { prepareDatabase } from '../../server/prepare/bootstrap';
import { prepareDataFolder } from '../../server/prepare/pgliteTemplate';

export interface SignedIn {
  id: number;
  token: string;
}

export interface RealtimeAccounts {
  admin: SignedIn;
  collectors: SignedIn[];
}

const BATCH = 500;

async function usersWithSessions(db: Db, tokens: TokenService, role: string, emails: string[]): Promise<SignedIn[]> {
  const roleId = await roleIdByName(db, role);
  const out: SignedIn[] = [];
  for (let i = 0; i < emails.length; i += BATCH) {
    const users = await db
      .insertInto('users')
      .values(
        emails.slice(i, i + BATCH).map((email, j) => ({
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
    await db.insertInto('sessions').values(sessions).execute();
    for (const session of sessions) out.push({ id: session.userId, token: (await tokens.issue(session.userId, role, session.id)).token });
  }
  return out;
}

export async function writeRealtimeAccounts(target: { dataDir: string; databaseUrl?: string }, count: number, jwtSecret: string): Promise<RealtimeAccounts> {
  await prepareDataFolder(target);
  if (target.databaseUrl) await loadPg();
  const db = createDb(target);
  try {
    await prepareDatabase(db);
    const tokens = new TokenService(jwtSecret);
    const stamp = Date.now();
    const collectors = await usersWithSessions(
      db,
      tokens,
      'collector',
      Array.from({ length: count }, (_, i) => `bench-collector-${i + 1}-${stamp}@example.org`),
    );
    const [admin] = await usersWithSessions(db, tokens, 'admin', [`bench-admin-${stamp}@example.org`]);
    return { admin, collectors };
  } finally {
    await db.destroy();
  }
}
