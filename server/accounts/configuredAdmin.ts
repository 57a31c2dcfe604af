/** The super admin named by ADMIN_EMAIL/ADMIN_PASSWORD, and the user count the demo seed checks. */
import { sql } from 'kysely';
import { newPasswordProblem } from '../../src/domain/passwords';
import { ROLE_NAMES } from '../../src/domain/roles';
import { writeAudit } from '../audit';
import { hashPassword } from '../auth/passwords';
import { ConfigError } from '../config';
import type { Db } from '../db/connection';
import { roleIdByName } from './defaultRoles';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: create that super admin, or reset its password and reactivate it
 * (a deleted account of that e-mail comes back). The password must pass the one password rule,
 * like every password that is set, so that it can be used to sign in.
 */
export async function ensureConfiguredAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const problem = newPasswordProblem(password);
  if (problem) throw new ConfigError([`ADMIN_PASSWORD: ${problem}`]);
  const passwordHash = await hashPassword(password);
  const superAdminRoleId = await roleIdByName(db, ROLE_NAMES.superAdmin);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({ passwordHash, roleId: superAdminRoleId, isActive: true, deletedAt: null, updatedAt: new Date() })
        .where('id', '=', existing.id)
        .execute();
      await writeAudit(trx, { userId: null, action: 'admin_reset_from_environment', resource: 'users', resourceId: existing.id });
      return 'updated';
    }
    const created = await trx
      .insertInto('users')
      .values({ email, fullName: 'Administrator', passwordHash, roleId: superAdminRoleId, phone: null, state: null, lastLoginAt: null, lastSeenAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { userId: null, action: 'admin_created_from_environment', resource: 'users', resourceId: created.id });
    return 'created';
  });
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
