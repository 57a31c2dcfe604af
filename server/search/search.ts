/**
 * The top bar's search (docs/api-search.md): published records of the types the user may read,
 * by name, reference or phone, grouped by type, the best few of each. "Best", in order:
 *  1. exact   — a name, the reference or a phone equals the text (case-insensitive);
 *  2. prefix  — what the list filtered by `q` finds (a name or the reference starts with the
 *               text, or each word starts one of them), or a phone starts with the typed number;
 *  3. words   — every word of the text starts a word of the name ("sani" finds "Malam Sani").
 * Within a step, by title (alphabetically). Each step is one statement of indexed sub-selects with
 * a limit, run only while a type has fewer results than it shows, so no step sorts a large match.
 * Beside the records, places (./places.ts) for a user who may read records: their lists filter by place.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { hasAnyPermission, type PermissionSubject } from '../../src/domain/permissions';
import type { Database } from '../db/schema';
import { startsWithPattern } from '../http/like';
import { dynamic } from '../records';
import type { AnySelect } from '../records/read';
import { searchCondition, type Eb } from '../records/list';
import { published } from '../records/visibility';
import { SEARCH_MATCHES, type SearchAnswer, type SearchGroup, type SearchMatch, type SearchResult } from '../../src/domain/api/search';
import { searchPlaces } from './places';
import { SEARCH_TARGETS, type SearchTarget } from './targets';
import { phonePrefixes, wordsQuery } from './text';

/** Results shown per type. */
export const RESULTS_PER_TYPE = 5;
interface Terms {
  q: string;
  lower: string;
  phones: string[] | null;
  words: string | null;
}

type Branch = (eb: Eb) => Expression<SqlBool>;
interface BranchQuery {
  /** The match a row of the branch is: a constant or, for a prefix branch, exact when equal. */
  match: RawBuilder<SearchMatch>;
  where: Branch;
  /** An order an index of the branch's column gives as is (`using ~<~`: text_pattern_ops order). */
  order: RawBuilder<unknown>;
}

const ref = (target: SearchTarget, column: string) => sql.ref(`${target.def.table}.${column}`);
const lowerOf = (target: SearchTarget, column: string) => sql`lower(${ref(target, column)})`;

/** First the exact and prefix matches together, then, if a type still has room, the words. */
type Stage = 'names' | 'words';

/**
 * The queries of one stage, each on one column with an order its own index gives, so each stops
 * after `limit` index entries however many rows match (a single query ordered by recency would let
 * the planner walk the recency index past every row when a text matches nothing).
 */
function branches(target: SearchTarget, terms: Terms, stage: Stage): BranchQuery[] {
  const { def } = target;
  const phones = terms.phones ?? [];
  const names = def.searchColumns.map((c) => ({ c, order: sql`${lowerOf(target, c)} using ~<~` }));
  const phoneColumns = phones.length > 0 ? target.phones.map((c) => ({ c, order: sql`${ref(target, c)} using ~<~` })) : [];
  if (stage === 'words') {
    if (terms.words === null) return [];
    const words = terms.words;
    return [
      {
        match: sql<SearchMatch>`'words'`,
        where: (eb) => eb(sql`to_tsvector('simple', ${target.nameDocument})`, '@@', sql`to_tsquery('simple', ${words})`),
        order: sql`1`,
      },
    ];
  }
  // A prefix range read in its index's order starts with the values equal to the prefix: the
  // exact matches come first, so one branch per column serves both.
  const exactOr = (value: RawBuilder<unknown>, equal: string) => sql<SearchMatch>`case when ${value} = ${equal} then 'exact' else 'prefix' end`;
  return [
    ...names.map(({ c, order }): BranchQuery => ({
      match: exactOr(lowerOf(target, c), terms.lower),
      where: (eb) => eb(lowerOf(target, c), 'like', startsWithPattern(terms.q)),
      order,
    })),
    // Several words: the list's own condition (each word starts a name); its matches are few.
    ...(terms.q.includes(' ')
      ? [{ match: sql<SearchMatch>`'prefix'`, where: (eb: Eb) => searchCondition(eb, def, terms.q), order: sql`1` } satisfies BranchQuery]
      : []),
    // One branch per column and form, so that each is a range of its index, read in order.
    ...phoneColumns.flatMap(({ c, order }) =>
      phones.map((prefix): BranchQuery => ({
        match: exactOr(ref(target, c), prefix),
        where: (eb) => eb(ref(target, c), 'like', startsWithPattern(prefix)),
        order,
      })),
    ),
  ];
}

/** The phone column that matched, for texts that are phone numbers. */
function matchedPhone(target: SearchTarget, terms: Terms) {
  const phones = terms.phones;
  if (!phones || target.phones.length === 0) return sql<string | null>`null`;
  const whens = target.phones.map(
    (c) =>
      sql`when ${sql.join(
        phones.map((prefix) => sql`${ref(target, c)} like ${startsWithPattern(prefix)}`),
        sql` or `,
      )} then ${ref(target, c)}`,
  );
  return sql<string | null>`case ${sql.join(whens, sql` `)} end`;
}

interface Row {
  id: number;
  title: string | null;
  reference: string | null;
  phone: string | null;
  state: string | null;
  lga: string | null;
  updatedAt: Date | string;
  inList: boolean;
  match: SearchMatch;
}

function branchQuery(db: Kysely<Database>, target: SearchTarget, terms: Terms, branch: BranchQuery, exclude: number[], limit: number): AnySelect {
  const { table } = target.def;
  let query = dynamic(db)
    .selectFrom(table)
    .select([`${table}.id`, `${table}.state`, `${table}.lga`, `${table}.updatedAt`])
    .select((eb) => [
      target.title.as('title'),
      branch.match.as('match'),
      (target.reference ? sql<string | null>`${ref(target, target.reference)}` : sql<string | null>`null`).as('reference'),
      matchedPhone(target, terms).as('phone'),
      sql<boolean>`(${searchCondition(eb as Eb, target.def, terms.q)}) is true`.as('inList'),
    ])
    .where(published(table))
    .where((eb) => branch.where(eb as Eb));
  if (exclude.length > 0) query = query.where(`${table}.id`, 'not in', exclude);
  return query.orderBy(branch.order).limit(limit) as unknown as AnySelect;
}

/** One stage: its branches in one statement (each a limited sub-select); better matches, then titles, first. */
async function stage(db: Kysely<Database>, target: SearchTarget, terms: Terms, which: Stage, exclude: number[], limit: number): Promise<SearchResult[]> {
  const queries = branches(target, terms, which).map(
    (branch, i) =>
      dynamic(db)
        .selectFrom(branchQuery(db, target, terms, branch, exclude, limit).as(`b${i}`))
        .selectAll() as unknown as AnySelect,
  );
  if (queries.length === 0) return [];
  const statement = queries.slice(1).reduce((all, query) => all.unionAll(query), queries[0]);
  const rows = (await statement.execute()) as unknown as Row[];
  const rank = (row: Row) => SEARCH_MATCHES.indexOf(row.match);
  rows.sort((a, b) => rank(a) - rank(b) || (a.title ?? '').localeCompare(b.title ?? '', 'en', { sensitivity: 'base' }) || Number(b.id) - Number(a.id));
  // A row found by several branches keeps its best match (the first, after the sort).
  const seen = new Set<number>();
  const unique = rows.filter((row) => !seen.has(Number(row.id)) && Boolean(seen.add(Number(row.id))));
  return unique.slice(0, limit).map((row) => ({
    id: Number(row.id),
    title: row.title ?? '',
    reference: row.reference,
    phone: row.phone,
    state: row.state,
    lga: row.lga,
    updatedAt: row.updatedAt instanceof Date ? row.updatedAt.toISOString() : String(row.updatedAt),
    match: row.match,
    inList: Boolean(row.inList),
  }));
}

async function searchType(db: Kysely<Database>, target: SearchTarget, terms: Terms): Promise<SearchGroup> {
  // One more than shown, to know whether there are more.
  const wanted = RESULTS_PER_TYPE + 1;
  const found: SearchResult[] = [];
  for (const which of ['names', 'words'] as const) {
    if (found.length >= wanted) break;
    found.push(
      ...(await stage(
        db,
        target,
        terms,
        which,
        found.map((r) => r.id),
        wanted - found.length,
      )),
    );
  }
  return { type: target.type, results: found.slice(0, RESULTS_PER_TYPE), more: found.length > RESULTS_PER_TYPE };
}

/** The record types `user` may read, in the catalogue's order. */
export function readableTargets(user: PermissionSubject): SearchTarget[] {
  return SEARCH_TARGETS.filter((target) => hasAnyPermission(user, target.def.readPermissions));
}

const rank = (group: SearchGroup) => SEARCH_MATCHES.indexOf(group.results[0].match);

/** Searches every type `user` may read for `q` (already normalised and long enough). */
export async function search(db: Kysely<Database>, user: PermissionSubject, q: string): Promise<SearchAnswer> {
  const terms: Terms = { q, lower: q.toLowerCase(), phones: phonePrefixes(q), words: wordsQuery(q) };
  const targets = readableTargets(user);
  const [found, places] = await Promise.all([
    Promise.all(targets.map((target) => searchType(db, target, terms))),
    targets.length > 0 ? searchPlaces(db, q) : [],
  ]);
  const groups = found.filter((group) => group.results.length > 0);
  // Stable sort: equally good groups keep the catalogue's order.
  groups.sort((a, b) => rank(a) - rank(b));
  const listGroup = groups.find((group) => group.results.some((result) => result.inList));
  return { q, groups, listType: listGroup?.type ?? null, places };
}
