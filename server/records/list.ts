/** Lists of records: filters and sorting in SQL, one page of rows and a capped total (docs/api-records.md). */
import { CompiledQuery, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { executePrepared, executePreparedColumns } from '../db/prepared';
import { compiledOnce } from './compiledOnce';
import type { Database } from '../db/schema';
import { startsWithPattern } from '../http/like';
import { parseListQuery, type ListQuery, type RawListQuery } from './query';
import { apiRowsFromColumns, dynamic, selectRows, type AnySelect, type ApiRow } from './read';
import type { RecordDef } from './types';
import { published } from './visibility';
import { findSeek, forgetMarks, listGeneration, markPage, type Seek } from './listSeek';

export type Eb = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;

export interface ListResult {
  rows: ApiRow[];
  total: number;
  /** True when `total` is the planner's estimate (more than COUNT_AHEAD rows beyond the page). */
  totalEstimated: boolean;
  /** Index of the first row (from `range`). */
  offset: number;
  query: ListQuery;
  /** Whether the page started from a mark of an earlier page (./listSeek.ts) rather than skipping from the top. */
  seeked: boolean;
}

/** At most this many words of `q` are searched. */
const MAX_SEARCH_TERMS = 5;

/**
 * `q`: a searched column starts with the whole text, or each word starts one of the searched
 * columns (case-insensitive). Prefix matches only, so the lower(...) text_pattern_ops indexes serve.
 * The top bar's search (server/search) uses it too, so what it finds the list filtered by `q` shows.
 */
export function searchCondition(eb: Eb, def: RecordDef, q: string): Expression<SqlBool> {
  const startsWith = (text: string) => eb.or(def.searchColumns.map((c) => eb(sql`lower(${sql.ref(`${def.table}.${c}`)})`, 'like', startsWithPattern(text))));
  const text = q.toLowerCase().trim().replace(/\s+/g, ' ');
  const terms = text.split(' ').slice(0, MAX_SEARCH_TERMS);
  if (terms.length === 1) return startsWith(text);
  return eb.or([startsWith(text), eb.and(terms.map(startsWith))]);
}

function filterConditions(eb: Eb, def: RecordDef, filter: Record<string, unknown>): Expression<SqlBool>[] {
  const col = (key: string) => `${def.table}.${key}`;
  const match = (key: string, value: unknown) =>
    Array.isArray(value) && value.length > 1 ? eb(col(key), 'in', value) : eb(col(key), '=', Array.isArray(value) ? value[0] : value);
  const out: Expression<SqlBool>[] = [];
  for (const [name, value] of Object.entries(filter)) {
    switch (name) {
      case 'q':
        out.push(searchCondition(eb, def, String(value)));
        break;
      case 'createdFrom':
        out.push(eb(col('createdAt'), '>=', sql<Date>`${value}::date`));
        break;
      case 'createdTo':
        out.push(eb(col('createdAt'), '<', sql<Date>`${value}::date + 1`));
        break;
      case 'updatedFrom':
        out.push(eb(col('updatedAt'), '>=', sql<Date>`${value}::date`));
        break;
      case 'updatedTo':
        out.push(eb(col('updatedAt'), '<', sql<Date>`${value}::date + 1`));
        break;
      default: {
        const spec = def.filters[name];
        if (spec?.kind === 'min') out.push(eb(col(spec.column), '>=', value));
        else if (spec?.kind === 'max') out.push(eb(col(spec.column), '<=', value));
        else out.push(match(name, value));
      }
    }
  }
  return out;
}

function filtered<Q extends AnySelect>(query: Q, def: RecordDef, filter: Record<string, unknown>): Q {
  if (Object.keys(filter).length === 0) return query;
  return query.where((eb) => eb.and(filterConditions(eb as Eb, def, filter))) as Q;
}

/** Rows at or after the seek's mark in the list's order (./listSeek.ts), by a row-value comparison on the sort index. */
function fromMark<Q extends AnySelect>(query: Q, def: RecordDef, sort: ListQuery['sort'], seek: Seek | undefined): Q {
  if (!seek) return query;
  const column = (name: string) => sql.ref(`${def.table}.${name}`);
  const op = sql.raw(sort.order === 'asc' ? '>=' : '<=');
  const mark = sql`(select ${sql.ref(sort.field)}, ${sql.ref('id')} from ${sql.table(def.table)} where ${sql.ref('id')} = ${seek.id})`;
  let condition = sql<SqlBool>`(${column(sort.field)}, ${column('id')}) ${op} ${mark}`;
  if (sort.field === 'id') condition = sql<SqlBool>`${column('id')} ${op} ${seek.id}`;
  // A descending list leads with the rows that have no value: a mark among them continues there, then every other row.
  else if (seek.nullMark) condition = sql<SqlBool>`((${column(sort.field)} is null and ${column('id')} <= ${seek.id}) or ${column(sort.field)} is not null)`;
  return query.where(condition) as Q;
}

/** Up to this many rows skipped, the page's numbers are written into its statement. */
const INLINE_SKIP_UP_TO = 100;

/**
 * A LIMIT or OFFSET number as a literal while the page skips at most INLINE_SKIP_UP_TO rows (the
 * first page, or a page at or just after a mark), else as a parameter. A prepared statement is
 * planned once for any values (../db/prepared.ts); the planner guesses 10 % of the rows for a
 * LIMIT it cannot see, so with parameters the generic plan looks dearer than a fresh plan and
 * PostgreSQL plans again on every run. Written in, they keep the shapes few (page sizes, small
 * skips) and the generic plan is the one made for these numbers. A deep first jump keeps parameters.
 */
const planned = (value: number, skip: number) => (skip <= INLINE_SKIP_UP_TO ? sql.lit(value) : value);

/**
 * The page's rows. The page is found on the narrow index alone (the ids of rows `offset` to
 * `offset + limit`, in order), then only those rows are read and joined to their link: a deep
 * page skips index entries, not whole rows and their joins. With a seek, it starts at the mark and
 * skips only the rows between it and the offset (docs/api-records.md "Lists at scale").
 */
export function listRowsQuery(db: Kysely<Database>, def: RecordDef, query: ListQuery, seek?: Seek): AnySelect {
  const { sort, offset, limit, filter } = query;
  const ordered = <Q extends AnySelect>(q: Q): Q =>
    q.orderBy(`${def.table}.${sort.field}`, sort.order).$if(sort.field !== 'id', (o) => o.orderBy(`${def.table}.id`, sort.order)) as Q;
  const matching = filtered(dynamic(db).selectFrom(def.table).select(`${def.table}.id`).where(published(def.table)) as unknown as AnySelect, def, filter);
  const skip = seek ? seek.skip : offset;
  const pageIds = ordered(fromMark(matching, def, sort, seek))
    .limit(planned(limit, skip))
    .$if(skip > 0, (q) => q.offset(planned(skip, skip)));
  return ordered(selectRows(db, def).where(`${def.table}.id`, 'in', pageIds));
}

/** Past this many rows beyond the page, the total is the planner's estimate instead of a count. */
export const COUNT_AHEAD = 1000;
/**
 * An estimate up to this many rows is replaced by a count (a list of 1,500 children shows
 * 1,500, as the dashboard figure that opens it does); the count stops here, so it stays cheap.
 */
export const COUNT_EXACTLY_UP_TO = 10_000;

/** `select 1` from the published rows the filter matches. */
const matchingRows = (db: Kysely<Database>, def: RecordDef, filter: Record<string, unknown>): AnySelect =>
  filtered(
    dynamic(db)
      .selectFrom(def.table)
      .select(sql<number>`1`.as('one'))
      .where(published(def.table)) as unknown as AnySelect,
    def,
    filter,
  );

/** `select count(*) as total` of the rows that match (at or after the seek's mark), counting no further than `cap` + 1. */
function countStatement(db: Kysely<Database>, def: RecordDef, query: ListQuery, cap: number, seek?: Seek) {
  const matching = fromMark(matchingRows(db, def, query.filter), def, query.sort, seek).limit(planned(cap + 1, seek ? seek.skip : query.offset));
  return dynamic(db)
    .selectFrom(matching.as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('total'));
}

async function countUpTo(db: Kysely<Database>, def: RecordDef, query: ListQuery, cap: number, seek?: Seek): Promise<number> {
  const [row] = await executePrepared(db, countStatement(db, def, query, cap, seek).compile());
  return Number(row?.total ?? 0);
}

/** The column in which the page's statement carries its capped count (left out of the rows). */
const PAGE_TOTAL_COLUMN = 'list_page_total';
const PAGE_ONLY_COLUMNS: ReadonlySet<string> = new Set([PAGE_TOTAL_COLUMN]);

/**
 * The page's rows and, on each, the capped count: one statement, so one round trip, one
 * connection and one snapshot per page (the count is an uncorrelated subquery, run once).
 */
export function listPageStatement(db: Kysely<Database>, def: RecordDef, query: ListQuery, cap: number, seek?: Seek): CompiledQuery {
  return compiledOnce(db, `${def.path}\u0000${cap}\u0000${JSON.stringify(query)}\u0000${JSON.stringify(seek ?? null)}`, () =>
    listRowsQuery(db, def, query, seek)
      .select(countStatement(db, def, query, cap, seek).as('listPageTotal'))
      .compile(),
  );
}

/** Estimates by table and filter, kept ESTIMATE_TTL_MS: paging through one list plans its count once. */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 500;
/** Per database (tests run several apps in one process). */
const estimatesOf = new WeakMap<Kysely<Database>, Map<string, { rows: number; at: number }>>();

/** The planner's estimate of the matching rows (from the table statistics; no row is read). */
async function estimateCount(db: Kysely<Database>, def: RecordDef, filter: Record<string, unknown>): Promise<number> {
  const estimates = estimatesOf.get(db) ?? new Map<string, { rows: number; at: number }>();
  estimatesOf.set(db, estimates);
  const key = `${def.table} ${JSON.stringify(filter)}`;
  const kept = estimates.get(key);
  if (kept && Date.now() - kept.at < ESTIMATE_TTL_MS) return kept.rows;
  const matching = matchingRows(db, def, filter).compile();
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain (format json) ${matching.sql}`, [...matching.parameters]));
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  const estimate = Math.round(plan[0].Plan['Plan Rows']);
  estimates.delete(key);
  estimates.set(key, { rows: estimate, at: Date.now() });
  if (estimates.size > ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value as string);
  return estimate;
}

/**
 * One page of a record list and the total matching rows, from the raw ra-data-simple-rest query.
 * The total is exact while at most COUNT_AHEAD rows lie beyond the page (so always on the last
 * pages and for short lists), or when the planner expects at most COUNT_EXACTLY_UP_TO rows; past
 * that it is the planner's estimate, never below what was counted, and `totalEstimated` says so. Counting starts at the seek's mark when there is one.
 */
export async function listRecords(db: Kysely<Database>, def: RecordDef, raw: RawListQuery): Promise<ListResult> {
  const query = parseListQuery(def, raw);
  const generation = listGeneration(db, def);
  const seek = findSeek(db, def, query);
  let result = await listPage(db, def, query, seek);
  // Nothing at or after the mark: its row is gone (another process deleted it). Answer without it.
  if (seek && result.rows.length === 0) {
    forgetMarks(db, def, query);
    result = await listPage(db, def, query, undefined);
  }
  markPage(
    db,
    def,
    query,
    generation,
    result.rows.map((row) => ({ id: Number(row.id), nullSort: row[query.sort.field] === null || row[query.sort.field] === undefined })),
  );
  return result;
}

async function listPage(db: Kysely<Database>, def: RecordDef, query: ListQuery, seek: Seek | undefined): Promise<ListResult> {
  const before = seek?.position ?? 0;
  const cap = query.offset - before + query.limit + COUNT_AHEAD;
  const raw = await executePreparedColumns(db, listPageStatement(db, def, query, cap, seek));
  // A page past the end has no row to carry the count.
  const counted = raw.rows.length > 0 ? Number(raw.rows[0][raw.columns.lastIndexOf(PAGE_TOTAL_COLUMN)]) : await countUpTo(db, def, query, cap, seek);
  const rows = apiRowsFromColumns(def, raw, PAGE_ONLY_COLUMNS);
  const answer = (total: number, totalEstimated: boolean): ListResult => ({
    rows,
    total,
    totalEstimated,
    offset: query.offset,
    query,
    seeked: seek !== undefined,
  });
  if (counted <= cap) return answer(before + counted, false);
  const estimate = await estimateCount(db, def, query.filter);
  if (estimate <= COUNT_EXACTLY_UP_TO) {
    const exact = await countUpTo(db, def, query, COUNT_EXACTLY_UP_TO, seek);
    if (exact <= COUNT_EXACTLY_UP_TO) return answer(before + exact, false);
  }
  return answer(Math.max(before + counted, estimate), true);
}

/** Every published row the list filter (as the list's `filter` parameter takes it) matches: the dashboard's figures count what their lists show. */
export async function countMatching(db: Kysely<Database>, def: RecordDef, filter: Record<string, unknown>): Promise<number> {
  const { filter: checked } = parseListQuery(def, { filter: JSON.stringify(filter) });
  const row = await dynamic(db)
    .selectFrom(matchingRows(db, def, checked).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** `Content-Range: <path> first-last/total` (`*` for the range of an empty page). */
export function contentRange(def: RecordDef, result: ListResult): string {
  const span = result.rows.length > 0 ? `${result.offset}-${result.offset + result.rows.length - 1}` : '*';
  return `${def.path} ${span}/${result.total}`;
}
