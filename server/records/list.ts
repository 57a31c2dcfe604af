/** Lists of records: filters and sorting in SQL, one page of rows and the total (docs/api-records.md). */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { startsWithPattern } from '../http/like';
import { parseListQuery, type ListQuery, type RawListQuery } from './query';
import { dynamic, selectRows, toApiRow, type AnySelect, type ApiRow } from './read';
import type { RecordDef } from './types';
import { published } from './visibility';

export type Eb = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;

export interface ListResult {
  rows: ApiRow[];
  total: number;
  /** Index of the first row (from `range`). */
  offset: number;
  query: ListQuery;
}

/** At most this many words of `q` are searched. */
const MAX_SEARCH_TERMS = 5;

/**
 * `q`: a searched column starts with the whole text, or each word starts one of the searched
 * columns (case-insensitive). Prefix matches only, so the lower(...) text_pattern_ops indexes serve.
 * The top bar's search (server/search) uses it too, so what it finds the list filtered by `q` shows.
 */
export function searchCondition(eb: Eb, def: RecordDef, q: string): Expression<SqlBool> {
  const startsWith = (text: string) =>
    eb.or(def.searchColumns.map((c) => eb(sql`lower(${sql.ref(`${def.table}.${c}`)})`, 'like', startsWithPattern(text))));
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

/** One page of a record list and the total matching rows, from the raw ra-data-simple-rest query. */
export async function listRecords(db: Kysely<Database>, def: RecordDef, raw: RawListQuery): Promise<ListResult> {
  const query = parseListQuery(def, raw);
  const { sort, offset, limit, filter } = query;
  const rowsQuery = filtered(selectRows(db, def), def, filter)
    .orderBy(`${def.table}.${sort.field}`, sort.order)
    .$if(sort.field !== 'id', (q) => q.orderBy(`${def.table}.id`, sort.order))
    .limit(limit)
    .offset(offset);
  const countQuery = filtered(
    dynamic(db).selectFrom(def.table).select((eb) => eb.fn.countAll<number>().as('total')).where(published(def.table)) as unknown as AnySelect,
    def,
    filter,
  );
  const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows: rows.map((row) => toApiRow(def, row)), total: Number(count.total), offset, query };
}

/** `Content-Range: <path> first-last/total` (`*` for the range of an empty page). */
export function contentRange(def: RecordDef, result: ListResult): string {
  const span = result.rows.length > 0 ? `${result.offset}-${result.offset + result.rows.length - 1}` : '*';
  return `${def.path} ${span}/${result.total}`;
}
