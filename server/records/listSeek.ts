/**
 * Keyset pagination behind the offset ranges of ra-data-simple-rest. The client asks for rows
 * 12,475–12,499; skipping 12,475 index entries costs more the deeper the page. Each page served
 * leaves marks (the row at its first and last position); a later request of the same list (same
 * table, filter and sort) starts from the nearest mark at or before its offset, with a row-value
 * comparison on the sort index, and skips only the rest. Paging forward, going back a page and
 * revisiting a page cost what page 1 costs; a first jump deep into a list still skips.
 *
 * A mark is only as good as the rows it was made on: each keeps the table's write generation
 * (server/db/writeWatch.ts) and is ignored once any write to that table has run in this process.
 * Another process's writes are not seen here; a mark then drifts by the rows they added or removed
 * for at most MARK_TTL_MS, as keyset pagination does (docs/api-records.md "Lists at scale").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeWatchOf } from '../db/connection';
import type { ListQuery } from './query';
import type { RecordDef } from './types';

/** Where a list query starts: after `skip` rows of those at or past row `id` (at position `position`). */
export interface Seek {
  position: number;
  id: number;
  /** The mark's row has no value in the sort column (only in a descending list, where nulls lead). */
  nullMark: boolean;
  /** The mark's row sorts first; `skip` more rows are passed over. */
  skip: number;
}

/** A served row: its id and whether its sort column is null. */
export interface MarkRow {
  id: number;
  nullSort: boolean;
}

/** Columns that are never null: a row-value comparison on them keeps every row in order. */
const NOT_NULL_SORTS = new Set(['id', 'createdAt', 'updatedAt']);
const MARK_TTL_MS = 60_000;
const MARKS_PER_LIST = 64;
const LISTS_KEPT = 500;

interface Marks {
  generation: number;
  at: number;
  /** Position → the row there. */
  rows: Map<number, MarkRow>;
}

const listsOf = new WeakMap<Kysely<Database>, Map<string, Marks>>();

const listKey = (def: RecordDef, query: ListQuery) => `${def.table} ${query.sort.field} ${query.sort.order} ${JSON.stringify(query.filter)}`;

/**
 * Whether a list may be paged by keyset: the sort column is never null, or the order is
 * descending (nulls sort first, so every row after a non-null mark is non-null too).
 */
function seekable(query: ListQuery): boolean {
  return NOT_NULL_SORTS.has(query.sort.field) || query.sort.order === 'desc';
}

/** The marks of `db`, or undefined when its writes are not watched (no keyset then). */
function listsFor(db: Kysely<Database>): Map<string, Marks> | undefined {
  if (!writeWatchOf(db)) return undefined;
  const lists = listsOf.get(db) ?? new Map<string, Marks>();
  listsOf.set(db, lists);
  return lists;
}

/** The table's write generation now: read before a page is fetched, given to `markPage` after. */
export function listGeneration(db: Kysely<Database>, def: RecordDef): number | undefined {
  return writeWatchOf(db)?.tableGeneration(def.table);
}

/** The nearest usable mark at or before the query's offset, if any (offset 0 never needs one). */
export function findSeek(db: Kysely<Database>, def: RecordDef, query: ListQuery): Seek | undefined {
  if (query.offset === 0 || !seekable(query)) return undefined;
  const lists = listsFor(db);
  const key = listKey(def, query);
  const marks = lists?.get(key);
  if (!lists || !marks) return undefined;
  if (marks.generation !== listGeneration(db, def) || Date.now() - marks.at > MARK_TTL_MS) {
    lists.delete(key);
    return undefined;
  }
  let best: Seek | undefined;
  for (const [position, row] of marks.rows) {
    if (position <= query.offset && (!best || position > best.position)) best = { position, id: row.id, nullMark: row.nullSort, skip: query.offset - position };
  }
  return best;
}

/** Drops the marks of a list (one of them pointed at a row that is gone). */
export function forgetMarks(db: Kysely<Database>, def: RecordDef, query: ListQuery): void {
  listsOf.get(db)?.delete(listKey(def, query));
}

/**
 * Remembers where the served page's first and last rows stand, unless a write to the table ran
 * since `generation` was read (the rows may have moved).
 */
export function markPage(db: Kysely<Database>, def: RecordDef, query: ListQuery, generation: number | undefined, rows: readonly MarkRow[]): void {
  const lists = listsFor(db);
  if (!lists || generation === undefined || rows.length === 0 || !seekable(query)) return;
  if (generation !== listGeneration(db, def)) return;
  const key = listKey(def, query);
  let marks = lists.get(key);
  if (!marks || marks.generation !== generation) marks = { generation, at: Date.now(), rows: new Map() };
  lists.delete(key);
  lists.set(key, marks);
  if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value as string);
  marks.at = Date.now();
  for (const [position, row] of [
    [query.offset, rows[0]],
    [query.offset + rows.length - 1, rows[rows.length - 1]],
  ] as const) {
    marks.rows.delete(position);
    marks.rows.set(position, row);
  }
  while (marks.rows.size > MARKS_PER_LIST) marks.rows.delete(marks.rows.keys().next().value as number);
}
