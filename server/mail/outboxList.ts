/** The mail outbox as a list page: filtered by kind, status and address, newest first by default. */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { containsPattern } from '../http/like';
import type { ListRequest } from '../http/listQuery';
import type { OutboxFilter } from '../../src/domain/api/usersOutbox';

export async function listOutbox(db: Db, list: ListRequest<OutboxFilter>) {
  let query = db.selectFrom('mailOutbox');
  if (list.filter.kind) query = query.where('kind', '=', list.filter.kind);
  if (list.filter.status) query = query.where('status', '=', list.filter.status);
  if (list.filter.q) query = query.where(sql`lower(to_address)`, 'like', containsPattern(list.filter.q));
  const rows = await query
    .select(['id', 'toAddress as to', 'subject', 'kind', 'status', 'error', 'createdAt', 'sentAt', 'textBody as text', 'htmlBody as html'])
    .orderBy(list.sortField === 'createdAt' ? 'createdAt' : 'id', list.sortOrder)
    .offset(list.offset)
    .limit(list.limit)
    .execute();
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}
