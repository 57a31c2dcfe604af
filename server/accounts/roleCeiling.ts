/**
 * The role ceiling on the server (DESIGN §5), using the predicates of src/domain/permissions.ts:
 * nobody grants what they do not hold, and only a super admin touches a super admin. A refusal is
 * a 403 that changes nothing and leaves one `refused` audit row saying what was tried.
 */
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '../../src/domain/constants';
import { isSuperAdmin, missingPermissions, type PermissionSubject } from '../../src/domain/permissions';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/** Who acts: the session user of a request, or a bulk job's uploader as they are now. */
export interface Actor extends PermissionSubject {
  id: number | null;
}

export interface GrantedRole {
  id: number;
  name: string;
  displayName: string;
  permissions: readonly string[];
}

interface Attempt {
  resource: 'users' | 'roles';
  resourceId: number | null;
  /** What was tried, e.g. invite, suspend, change_role, create, update. */
  tried: string;
  details?: Record<string, unknown>;
}

class CeilingRefusal extends ApiError {
  constructor(
    message: string,
    readonly attempt: Attempt,
  ) {
    super(403, ERROR_CODES.roleCeiling, message);
  }
}

/** Refuses to hand `role` to a user unless `actor` holds every permission of it. */
export function assertCanGrantRole(actor: Actor | null, role: GrantedRole, attempt: Attempt): void {
  const missing = missingPermissions(actor, role.permissions, role.name);
  if (missing.length === 0) return;
  throw new CeilingRefusal(`You cannot grant the role ${role.displayName}: it holds permissions you do not have (${missing.join(', ')}).`, {
    ...attempt,
    details: { ...attempt.details, roleId: role.id, role: role.name, missing },
  });
}

/** Refuses to give a role permissions `actor` does not hold (`verb`: create, change, delete). */
export function assertCanShapeRole(actor: Actor, permissions: readonly string[], verb: string, attempt: Attempt): void {
  const missing = missingPermissions(actor, permissions);
  if (missing.length === 0) return;
  throw new CeilingRefusal(`You cannot ${verb} a role with permissions you do not have (${missing.join(', ')}).`, {
    ...attempt,
    details: { ...attempt.details, missing },
  });
}

/** Only a super admin edits, suspends, unsuspends, deletes or re-invites a super admin. */
export function assertMayManageUser(actor: Actor, target: PermissionSubject, verb: string, attempt: Attempt): void {
  if (!isSuperAdmin(target) || isSuperAdmin(actor)) return;
  throw new CeilingRefusal(`Only a super admin can ${verb} a super admin.`, attempt);
}

/**
 * Runs `work` (which opens its own transaction); a ceiling refusal inside it rolls the work back,
 * then is audited outside that transaction so the record of the attempt survives.
 */
export async function auditingRefusals<T>(db: Kysely<Database>, actor: Actor | null, ip: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CeilingRefusal) {
      const { resource, resourceId, tried, details } = error.attempt;
      await writeAudit(db, { userId: actor?.id ?? null, action: 'refused', resource, resourceId, ip, changes: { tried, reason: error.message, ...details } });
    }
    throw error;
  }
}

/** A user as the ceiling sees them now: role name and permissions; none while suspended. */
export async function currentActor(db: Kysely<Database>, userId: number | null): Promise<Actor | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['users.id', 'users.isActive', 'roles.name', 'roles.permissions'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return row.isActive ? { id: row.id, role: row.name, permissions: row.permissions } : { id: row.id, role: null, permissions: [] };
}
