/** Roles: list with user counts, create, edit, delete. super_admin is fixed. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RoleView } from '../../src/domain/api/usersRoles';
import { SUPER_ADMIN } from '../../src/domain/permissions';
import type { RoleCreate, RoleUpdate } from '../../src/domain/roleInput';
import { writeAudit } from '../audit';
import { ApiError, notFound } from '../http/errors';
import { assertCanShapeRole, auditingRefusals, type Actor } from './roleCeiling';

const systemRole = () => new ApiError(409, 'SYSTEM_ROLE', 'The super_admin role cannot be edited or deleted.');

export async function listRoles(app: FastifyInstance): Promise<RoleView[]> {
  return app.db
    .selectFrom('roles')
    .leftJoin('users', 'users.roleId', 'roles.id')
    .select([
      'roles.id',
      'roles.name',
      'roles.displayName',
      'roles.description',
      'roles.permissions',
      'roles.isSystem',
      sql<number>`(count(users.id) filter (where users.deleted_at is null))::int`.as('userCount'),
    ])
    .groupBy('roles.id')
    .orderBy('roles.id')
    .execute();
}

export async function getRole(app: FastifyInstance, id: number): Promise<RoleView> {
  const role = (await listRoles(app)).find((r) => r.id === id);
  if (!role) throw notFound('The role');
  return role;
}

/** Nobody creates, changes or deletes a role that holds (or would hold) a permission they lack. */
export async function createRole(app: FastifyInstance, input: RoleCreate, actor: Actor, ip: string): Promise<RoleView> {
  const id = await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      assertCanShapeRole(actor, input.permissions, 'create', {
        resource: 'roles',
        resourceId: null,
        tried: 'create',
        details: { name: input.name, permissions: input.permissions },
      });
      const clash = await trx.selectFrom('roles').select('id').where('name', '=', input.name).executeTakeFirst();
      if (clash) throw new ApiError(409, 'ROLE_EXISTS', `A role named ${input.name} already exists.`);
      const row = await trx
        .insertInto('roles')
        .values({ name: input.name, displayName: input.displayName, description: input.description ?? '', permissions: JSON.stringify(input.permissions) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        userId: actor.id,
        action: 'create',
        resource: 'roles',
        resourceId: row.id,
        ip,
        changes: { name: input.name, permissions: input.permissions },
      });
      return row.id;
    }),
  );
  return getRole(app, id);
}

export async function updateRole(app: FastifyInstance, id: number, input: RoleUpdate, actor: Actor, ip: string): Promise<RoleView> {
  await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('roles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound('The role');
      if (before.name === SUPER_ADMIN) throw systemRole();
      assertCanShapeRole(actor, [...before.permissions, ...(input.permissions ?? [])], 'change', {
        resource: 'roles',
        resourceId: id,
        tried: 'update',
        details: { name: before.name, permissions: input.permissions ?? before.permissions },
      });
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      if (input.displayName !== undefined && input.displayName !== before.displayName)
        changes.displayName = { before: before.displayName, after: input.displayName };
      if (input.description !== undefined && input.description !== before.description)
        changes.description = { before: before.description, after: input.description };
      if (input.permissions && JSON.stringify([...input.permissions].sort()) !== JSON.stringify([...before.permissions].sort())) {
        changes.permissions = { before: before.permissions, after: input.permissions };
      }
      if (Object.keys(changes).length === 0) return;
      await trx
        .updateTable('roles')
        .set({
          displayName: input.displayName ?? before.displayName,
          description: input.description ?? before.description,
          permissions: JSON.stringify(input.permissions ?? before.permissions),
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await writeAudit(trx, { userId: actor.id, action: 'update', resource: 'roles', resourceId: id, ip, changes });
    }),
  );
  return getRole(app, id);
}

export async function deleteRole(app: FastifyInstance, id: number, actor: Actor, ip: string) {
  await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      const role = await trx.selectFrom('roles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!role) throw notFound('The role');
      if (role.name === SUPER_ADMIN) throw systemRole();
      assertCanShapeRole(actor, role.permissions, 'delete', { resource: 'roles', resourceId: id, tried: 'delete', details: { name: role.name } });
      const { holders, deleted } = await trx
        .selectFrom('users')
        .select([
          sql<number>`(count(*) filter (where deleted_at is null))::int`.as('holders'),
          sql<number>`(count(*) filter (where deleted_at is not null))::int`.as('deleted'),
        ])
        .where('roleId', '=', id)
        .executeTakeFirstOrThrow();
      if (holders > 0) throw new ApiError(409, 'ROLE_IN_USE', `${holders} user(s) hold this role. Give them another role first.`);
      // Deleted users keep their row (and so their role) for the audit trail.
      if (deleted > 0) throw new ApiError(409, 'ROLE_IN_USE', `${deleted} deleted user(s) keep this role in the audit trail, so it cannot be deleted.`);
      await writeAudit(trx, {
        userId: actor.id,
        action: 'delete',
        resource: 'roles',
        resourceId: id,
        ip,
        changes: { name: { before: role.name, after: null } },
      });
      await trx.deleteFrom('roles').where('id', '=', id).execute();
    }),
  );
}
