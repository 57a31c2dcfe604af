/** Collection agents: users of the collector role, with last seen and records synced. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { ROLE_NAMES } from '../../src/domain/roles';
import type { Database } from '../db/schema';
import { idFromText } from '../../src/domain/inputRules';
import { booleanFilter, textFilter, type ListRequest } from '../http/listQuery';
import { personContains } from '../http/like';

export const collectorFilterSchema = z
  .object({
    q: textFilter(200).optional(),
    state: textFilter(60).optional(),
    isActive: booleanFilter.optional(),
    id: z.array(idFromText()).max(500).optional(),
  })
  .strict();
export type CollectorFilter = z.output<typeof collectorFilterSchema>;
export const COLLECTOR_SORTABLE = ['id', 'fullName', 'email', 'state', 'lastSeenAt', 'lastLoginAt', 'createdAt'] as const;

const RECORD_TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'];
const recordsSynced = sql<number>`(${sql.join(
  RECORD_TABLES.map((table) => sql`(select count(*) from ${sql.table(table)} r where r.collector_id = users.id and r.sync_status = 'synced')`),
  sql` + `,
)})::int`;

function condition(filter: CollectorFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`roles.name = ${ROLE_NAMES.collector}`];
  if (filter.q) parts.push(personContains(filter.q));
  if (filter.state) parts.push(sql`users.state = ${filter.state}`);
  if (filter.isActive !== undefined) parts.push(sql`users.is_active = ${filter.isActive}`);
  if (filter.id) parts.push(filter.id.length ? sql`users.id in (${sql.join(filter.id)})` : sql`false`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export async function listCollectors(db: Kysely<Database>, request: ListRequest<CollectorFilter>) {
  const base = () => db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.roleId').where(condition(request.filter));
  const column = request.sortField.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const rows = await base()
    .select(['users.id', 'users.email', 'users.fullName', 'users.phone', 'users.state', 'users.isActive', 'users.lastSeenAt', 'users.lastLoginAt', 'users.createdAt', recordsSynced.as('recordsSynced')])
    .orderBy(sql.ref(`users.${column}`), sql.raw(`${request.sortOrder} nulls last`))
    .orderBy('users.id')
    .offset(request.offset)
    .limit(request.limit)
    .execute();
  const { total } = await base().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}
