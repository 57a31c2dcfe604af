/**
 * Raising notifications: written to the table, then pushed to the user's back-office sockets
 * (room `inbox:{id}`, through the socket.io adapter, so with Redis to every process). An event
 * written in a transaction records its notifications in that transaction (`recordNotifications`)
 * and delivers them once it has committed (`deliverNotifications`); other events call
 * `notifyUser` / `notifyUsers`, which do both.
 */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENTS } from '../../src/domain/notifications';
import { READ_USERS_RULE, ruleAllows } from '../../src/domain/routeAccess';
import type { Db } from '../db/connection';
import { recordNotifications, type NotificationInput, type StoredNotification } from './store';

export { recordNotifications, type NotificationInput, type StoredNotification } from './store';

/** Pushes written notifications to their users' sockets (call after the transaction committed). */
export function deliverNotifications(app: FastifyInstance, written: readonly StoredNotification[]): void {
  if (!app.hasDecorator('realtime')) return;
  for (const { userId, item } of written) app.realtime.toInbox(userId, NOTIFICATION_EVENTS.created, item);
}

/**
 * Writes and pushes notifications of an event that is already written. A failure is logged, never
 * thrown: the event itself has happened, and its caller must not fail for want of a notification.
 */
export async function notifyUsers(app: FastifyInstance, inputs: readonly NotificationInput[]): Promise<void> {
  try {
    deliverNotifications(app, await recordNotifications(app.db, inputs));
  } catch (error) {
    app.log.error({ err: error, kinds: [...new Set(inputs.map((input) => input.kind))] }, 'notification failed');
  }
}

export function notifyUser(app: FastifyInstance, input: NotificationInput): Promise<void> {
  return notifyUsers(app, [input]);
}

/**
 * The active users who may read users (READ_USERS_RULE: read_users or manage_users, `*`, `all`
 * or super_admin), i.e. those who may open the Command Centre. Roles are few: their permission
 * lists are read and checked by the one rule; users are selected by role on the database.
 */
export async function usersWhoMayReadUsers(db: Db): Promise<number[]> {
  const roles = await db.selectFrom('roles').select(['id', 'name', 'permissions']).execute();
  const roleIds = roles.filter((role) => ruleAllows(READ_USERS_RULE, { role: role.name, permissions: role.permissions })).map((role) => role.id);
  if (roleIds.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('roleId', 'in', roleIds)
    .where('isActive', '=', true)
    .where('passwordHash', 'is not', null)
    .execute();
  return users.map((user) => user.id);
}
