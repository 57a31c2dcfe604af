/** Programmes as stored, as the public sees them and as admins see them (docs/api-public.md). */
import { sql, type Selectable } from 'kysely';
import { stateBySlug } from '../../src/domain/locations';
import type { AdminProgramme, ProgrammePartner, ProgrammeStatus, PublicProgramme } from '../../src/domain/publicData';
import type { Db } from '../db/connection';
import type { ProgrammesTable } from '../db/schemaPublic';

export type ProgrammeRow = Selectable<ProgrammesTable>;

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function statesOf(row: Pick<ProgrammeRow, 'states'>): string[] {
  return parsed<string[]>(row.states);
}

function partnersOf(row: ProgrammeRow): ProgrammePartner[] {
  return parsed<ProgrammePartner[]>(row.partners).map((p) => ({ name: p.name, role: p.role ?? null, url: p.url ?? null }));
}

export function toPublicProgramme(row: ProgrammeRow): PublicProgramme {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    states: statesOf(row).flatMap((slug) => {
      const state = stateBySlug(slug);
      return state ? [{ slug: state.slug, name: state.name, zone: state.zone }] : [];
    }),
    partners: partnersOf(row),
  };
}

export function toAdminProgramme(row: ProgrammeRow): AdminProgramme {
  return {
    ...toPublicProgramme(row),
    states: statesOf(row),
    description: row.description,
    published: row.published,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export interface PublicProgrammeFilter {
  status?: ProgrammeStatus;
  state?: string;
}

/** Published programmes, newest start first, then by title. */
export async function listPublishedProgrammes(db: Db, filter: PublicProgrammeFilter = {}): Promise<ProgrammeRow[]> {
  let query = db.selectFrom('programmes').selectAll().where('published', '=', true);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.state) query = query.where(sql<boolean>`states @> ${JSON.stringify([filter.state])}::jsonb`);
  return query
    .orderBy('startDate', (o) => o.desc().nullsLast())
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** A published programme by numeric id or slug. */
export async function findPublishedProgramme(db: Db, idOrSlug: string): Promise<ProgrammeRow | undefined> {
  const query = db.selectFrom('programmes').selectAll().where('published', '=', true);
  const byId = /^\d{1,9}$/.test(idOrSlug);
  return (byId ? query.where('id', '=', Number(idOrSlug)) : query.where('slug', '=', idOrSlug)).executeTakeFirst();
}

export async function countPublishedProgrammes(db: Db): Promise<{ published: number; active: number }> {
  const row = await db
    .selectFrom('programmes')
    .select((eb) => [eb.fn.countAll<number>().as('published'), eb.fn.count<number>('id').filterWhere('status', '=', 'active').as('active')])
    .where('published', '=', true)
    .executeTakeFirstOrThrow();
  return { published: Number(row.published), active: Number(row.active) };
}
