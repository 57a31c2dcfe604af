/** Reading users with their role in the shape the browser keeps (SessionUser). */
import { sql } from 'kysely';
import type { SessionUser } from '../../src/domain/session';
import type { Db } from '../db/connection';

interface UserWithRoleRow {
  id: number;
  email: string;
  fullName: string;
  passwordHash: string | null;
  isActive: boolean;
  roleId: number;
  roleName: string;
  roleDisplayName: string;
  permissions: string[];
}

/** The columns of a user joined to their role (`users` inner join `roles`), as UserWithRoleRow. */
export const USER_WITH_ROLE_COLUMNS = [
  'users.id',
  'users.email',
  'users.fullName',
  'users.passwordHash',
  'users.isActive',
  'roles.id as roleId',
  'roles.name as roleName',
  'roles.displayName as roleDisplayName',
  'roles.permissions',
] as const;

export function selectUserWithRole(db: Db) {
  return db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.roleId').select(USER_WITH_ROLE_COLUMNS);
}

export function toSessionUser(row: UserWithRoleRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.roleName,
    roleData: { id: row.roleId, name: row.roleName, displayName: row.roleDisplayName },
    permissions: [...row.permissions],
    isActive: row.isActive,
  };
}

/** The account an e-mail signs in to; a deleted user's is no account (it answers as an unknown e-mail). */
export async function findUserByEmail(db: Db, email: string): Promise<UserWithRoleRow | undefined> {
  return selectUserWithRole(db)
    .where(sql`lower(users.email)`, '=', email.trim().toLowerCase())
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
}
