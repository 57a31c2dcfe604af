/** The default roles of the domain in the database, and role ids by name. */
import { DEFAULT_ROLES, ROLE_NAMES } from '../../src/domain/roles';
import type { Db } from '../db/connection';

/** Inserts the default roles that are missing, in one statement; never overwrites an admin's edits. */
export async function ensureDefaultRoles(db: Db): Promise<void> {
  await db
    .insertInto('roles')
    .values(
      DEFAULT_ROLES.map((role) => ({
        name: role.name,
        displayName: role.displayName,
        description: role.description,
        permissions: JSON.stringify(role.permissions),
        isSystem: role.name === ROLE_NAMES.superAdmin,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function roleIdByName(db: Db, name: string): Promise<number> {
  const role = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (!role) throw new Error(`Role ${name} does not exist`);
  return role.id;
}
