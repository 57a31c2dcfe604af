/** Creating, editing, publishing and listing programmes for admins, with an audit row per write. */
import { sql, type Kysely } from 'kysely';
import { slugify } from '../../src/domain/locations';
import type { AdminProgramme } from '../../src/domain/publicData';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { checkDates, EDITABLE_FIELDS, type ProgrammeCreate, type ProgrammeFields } from './programmeInput';
import { statesOf, toAdminProgramme, type ProgrammeRow } from './programmes';

const PROGRAMMES_RESOURCE = 'programmes';

export interface Actor {
  userId: number;
  ip: string | null;
}

type Trx = Kysely<Database>;

async function rowOf(db: Trx, id: number, lock = false): Promise<ProgrammeRow> {
  let query = db.selectFrom('programmes').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('The programme');
  return row;
}

export async function getProgramme(db: Db, id: number): Promise<AdminProgramme> {
  return toAdminProgramme(await rowOf(db, id));
}

async function slugTaken(db: Trx, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('programmes').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const slugTakenError = (slug: string) =>
  new ApiError(409, 'SLUG_TAKEN', `Another programme already uses the address name "${slug}".`, { slug: 'Already used by another programme' });

/** A free slug made from the title: "girls-enrolment", then "girls-enrolment-2", … */
async function freeSlug(db: Trx, title: string): Promise<string> {
  const base = slugify(title).slice(0, 100).replace(/-+$/, '') || 'programme';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
}

function columnValues(input: Partial<ProgrammeFields>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of EDITABLE_FIELDS) {
    if (input[key] === undefined) continue;
    values[key] = key === 'states' || key === 'partners' ? JSON.stringify(input[key]) : input[key];
  }
  return values;
}

export async function createProgramme(db: Db, input: ProgrammeCreate, actor: Actor): Promise<AdminProgramme> {
  checkDates(input.startDate, input.endDate);
  return db.transaction().execute(async (trx) => {
    if (input.slug && (await slugTaken(trx, input.slug))) throw slugTakenError(input.slug);
    const slug = input.slug ?? (await freeSlug(trx, input.title));
    const values = { ...columnValues(input), slug, createdBy: actor.userId, updatedBy: actor.userId };
    const row = await trx
      .insertInto('programmes')
      .values(values as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    const programme = toAdminProgramme(row);
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...created } = programme;
    await writeAudit(trx, { userId: actor.userId, action: 'create', resource: PROGRAMMES_RESOURCE, resourceId: row.id, changes: created, ip: actor.ip });
    return programme;
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function updateProgramme(db: Db, id: number, input: Partial<ProgrammeFields>, actor: Actor): Promise<AdminProgramme> {
  return db.transaction().execute(async (trx) => {
    const current = toAdminProgramme(await rowOf(trx, id, true));
    checkDates(input.startDate === undefined ? current.startDate : input.startDate, input.endDate === undefined ? current.endDate : input.endDate);
    if (input.slug && (await slugTaken(trx, input.slug, id))) throw slugTakenError(input.slug);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    const changed: Partial<ProgrammeFields> = {};
    for (const key of EDITABLE_FIELDS) {
      if (input[key] === undefined || same(current[key], input[key])) continue;
      changes[key] = { before: current[key] ?? null, after: input[key] ?? null };
      Object.assign(changed, { [key]: input[key] });
    }
    if (Object.keys(changes).length === 0) return current;
    const row = await trx
      .updateTable('programmes')
      .set({ ...columnValues(changed), updatedBy: actor.userId, updatedAt: sql`now()` } as never)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { userId: actor.userId, action: 'update', resource: PROGRAMMES_RESOURCE, resourceId: id, changes, ip: actor.ip });
    return toAdminProgramme(row);
  });
}

/** Publishes or withdraws a programme; nothing is written (nor audited) when it already is so. */
export async function setPublished(db: Db, id: number, published: boolean, actor: Actor): Promise<AdminProgramme> {
  return db.transaction().execute(async (trx) => {
    const current = await rowOf(trx, id, true);
    if (current.published === published) return toAdminProgramme(current);
    if (published && statesOf(current).length === 0) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Choose the states the programme covers before publishing it.', { states: 'Choose at least one state' });
    }
    const row = await trx
      .updateTable('programmes')
      .set({ published, publishedAt: published ? sql`now()` : current.publishedAt, updatedBy: actor.userId, updatedAt: sql`now()` } as never)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      userId: actor.userId,
      action: published ? 'publish' : 'unpublish',
      resource: PROGRAMMES_RESOURCE,
      resourceId: id,
      changes: { published: { before: current.published, after: published } },
      ip: actor.ip,
    });
    return toAdminProgramme(row);
  });
}
