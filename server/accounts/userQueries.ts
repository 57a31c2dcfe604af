/** The users list of User Management, with role and invitation state, filtered in SQL. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { InvitationState, UserFilter, UserView } from '../../src/domain/api/users';
import type { ListRequest } from '../http/listQuery';
import { personContains } from '../http/like';
import { isoTime, isoTimeOrNull } from './wireTimes';

export const USER_SORTABLE = ['id', 'fullName', 'email', 'createdAt', 'lastLoginAt', 'lastSeenAt', 'isActive'] as const;

/** The invitation state, computed in SQL from the newest invitation of each user. */
const invitationState = sql<InvitationState>`case
  when li.id is null then 'none'
  when li.accepted_at is not null then 'accepted'
  when li.revoked_at is not null then 'revoked'
  when li.expires_at <= now() then 'expired'
  else 'pending' end`;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .leftJoinLateral(
      (eb) => eb.selectFrom('invitations').selectAll().whereRef('invitations.userId', '=', 'users.id').orderBy('invitations.id', 'desc').limit(1).as('li'),
      (join) => join.onTrue(),
    );
}

/** The filter as one SQL condition; deleted users are in no list (server/accounts/userDelete.ts). */
function filterCondition(filter: UserFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`users.deleted_at is null`];
  if (filter.q) parts.push(personContains(filter.q));
  if (filter.roleId) parts.push(sql`users.role_id = ${filter.roleId}`);
  if (filter.role) parts.push(sql`roles.name = ${filter.role}`);
  if (filter.isActive !== undefined) parts.push(sql`users.is_active = ${filter.isActive}`);
  if (filter.state) parts.push(sql`users.state = ${filter.state}`);
  if (filter.id) parts.push(filter.id.length ? sql`users.id in (${sql.join(filter.id)})` : sql`false`);
  if (filter.invitation) parts.push(sql`${invitationState} = ${filter.invitation}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export async function listUsers(db: Kysely<Database>, request: ListRequest<UserFilter>): Promise<{ rows: UserView[]; total: number }> {
  const rows = await baseQuery(db)
    .where(filterCondition(request.filter))
    .select([
      'users.id',
      'users.email',
      'users.fullName',
      'users.phone',
      'users.state',
      'users.isActive',
      'users.lastLoginAt',
      'users.lastSeenAt',
      'users.createdAt',
      'roles.id as roleId',
      'roles.name as role',
      'roles.displayName as roleDisplayName',
      invitationState.as('invitationState'),
      sql<Date | null>`li.created_at`.as('invitationSentAt'),
      sql<Date | null>`li.expires_at`.as('invitationExpiresAt'),
    ])
    .orderBy(sql.ref(`users.${snake(request.sortField)}`), request.sortOrder)
    .orderBy('users.id', request.sortOrder)
    .offset(request.offset)
    .limit(request.limit)
    .execute();
  const { total } = await baseQuery(db)
    .where(filterCondition(request.filter))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toUserView), total };
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

interface UserRow extends Omit<UserView, 'lastLoginAt' | 'lastSeenAt' | 'createdAt' | 'invitation'> {
  lastLoginAt: Date | null;
  lastSeenAt: Date | null;
  createdAt: Date;
  invitationState: InvitationState;
  invitationSentAt: Date | null;
  invitationExpiresAt: Date | null;
}

/** The row as the API answers it, in the answer's field order. */
function toUserView(row: UserRow): UserView {
  const { invitationState: state, invitationSentAt, invitationExpiresAt, ...rest } = row;
  return {
    ...rest,
    lastLoginAt: isoTimeOrNull(rest.lastLoginAt),
    lastSeenAt: isoTimeOrNull(rest.lastSeenAt),
    createdAt: isoTime(rest.createdAt),
    invitation: state === 'none' ? null : { state, sentAt: isoTimeOrNull(invitationSentAt), expiresAt: isoTimeOrNull(invitationExpiresAt) },
  };
}

export async function getUserView(db: Kysely<Database>, id: number): Promise<UserView | undefined> {
  const { rows } = await listUsers(db, { sortField: 'id', sortOrder: 'asc', offset: 0, limit: 1, filter: { id: [id] } });
  return rows[0];
}
