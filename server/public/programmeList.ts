/** The admin's programme list: filtered by text, status, publication, state and ids, sorted and paged. */
import { sql } from 'kysely';
import type { ProgrammeStatus } from '../../src/domain/publicData';
import type { Db } from '../db/connection';
import { containsPattern } from '../http/like';
import type { ListRequest } from '../http/listQuery';
import { toAdminProgramme } from './programmes';

export const PROGRAMME_SORTABLE = ['title', 'status', 'startDate', 'endDate', 'published', 'createdAt', 'updatedAt', 'id'] as const;

export interface ProgrammeFilter {
  q?: string;
  status?: ProgrammeStatus;
  published?: boolean;
  state?: string;
  id?: number | number[];
}

export async function listProgrammes(db: Db, list: ListRequest<ProgrammeFilter>) {
  const f = list.filter;
  let query = db.selectFrom('programmes');
  if (f.q) {
    const pattern = containsPattern(f.q);
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', pattern), eb(eb.fn('lower', ['summary']), 'like', pattern)]));
  }
  if (f.status) query = query.where('status', '=', f.status);
  if (f.published !== undefined) query = query.where('published', '=', f.published);
  if (f.state) query = query.where(sql<boolean>`states @> ${JSON.stringify([f.state])}::jsonb`);
  if (f.id !== undefined) {
    const ids = Array.isArray(f.id) ? f.id : [f.id];
    query = query.where('id', 'in', ids.length ? ids : [-1]);
  }
  const sortField = list.sortField as (typeof PROGRAMME_SORTABLE)[number];
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy(sortField, list.sortOrder).orderBy('id', list.sortOrder).offset(list.offset).limit(list.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAdminProgramme), total: Number(total.count) };
}
