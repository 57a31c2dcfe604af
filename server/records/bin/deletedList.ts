/**
 * GET /api/admin/{records path}/deleted: the type's deleted records that can still be
 * restored, in the list dialect of ra-data-simple-rest (sort, range, filter q; Content-Range), each
 * with its name, place, who deleted it, when, why and until when it can be restored.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { lineText } from '../../../src/domain/inputRules';
import type { DeletedRecordRow } from '../../../src/domain/api/recordsBin';
import { DELETED_SORTABLE, RECORD_NAME_FIELDS, recordNameOf } from '../../../src/domain/recordBin';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../http/like';
import { parseOrFail } from '../errors';
import { searchCondition, type Eb } from '../list';
import type { RawListQuery } from '../query';
import { dynamic, type AnySelect } from '../read';
import type { RecordDef } from '../types';
import { DAY_MS } from './bin';

const MAX_PAGE_SIZE = 100;

const jsonText = (name: string, example: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} must be JSON, e.g. ${example}` });
      return z.NEVER;
    }
  });

const querySchema = z.object({
  sort: jsonText('sort', '["deletedAt","DESC"]')
    .pipe(
      z.tuple(
        [
          z.enum(DELETED_SORTABLE, { error: `Sortable fields: ${DELETED_SORTABLE.join(', ')}` }),
          z
            .string()
            .transform((s) => s.toLowerCase())
            .pipe(z.enum(['asc', 'desc'], { error: 'The order must be ASC or DESC' })),
        ],
        { error: 'Expected ["field","ASC" or "DESC"]' },
      ),
    )
    .optional(),
  range: jsonText('range', '[0,24]')
    .pipe(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'Expected [first, last], two whole numbers from 0' })
        .refine(([first, last]) => last >= first, 'The last index must not be before the first'),
    )
    .optional(),
  filter: jsonText('filter', '{"q":"musa"}')
    .pipe(z.strictObject({ q: lineText('Expected a search text').max(200).optional() }, { error: 'Expected a JSON object of filters' }))
    .optional(),
});

export interface DeletedListQuery {
  sort: { field: (typeof DELETED_SORTABLE)[number]; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  q?: string;
}

export function parseDeletedQuery(raw: RawListQuery): DeletedListQuery {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = parseOrFail(querySchema, present);
  const [first, last] = parsed.range ?? [0, 24];
  const [field, order] = parsed.sort ?? ['deletedAt', 'desc'];
  const q = parsed.filter?.q || undefined;
  return { sort: { field, order }, offset: first, limit: Math.min(last - first + 1, MAX_PAGE_SIZE), ...(q ? { q } : {}) };
}

export interface DeletedListResult {
  rows: DeletedRecordRow[];
  total: number;
  offset: number;
}

/** `q`: the record's name starts with it (as the type's list searches), or the reason contains it. */
function matches(eb: Eb, def: RecordDef, q: string): Expression<SqlBool> {
  return eb.or([searchCondition(eb, def, q), eb(sql`lower(d.reason)`, 'like', containsPattern(q))]);
}

export async function listDeleted(db: Db, def: RecordDef, raw: RawListQuery, days: number): Promise<DeletedListResult> {
  const query = parseDeletedQuery(raw);
  const bin = dynamic(db).selectFrom('deletedRecords as d') as unknown as AnySelect;
  let base = bin.innerJoin(def.table, `${def.table}.id`, 'd.recordId').where('d.resource', '=', def.path).where('d.purgedAt', 'is', null) as AnySelect;
  const { q } = query;
  if (q !== undefined) base = base.where((eb) => matches(eb as Eb, def, q));
  const column = query.sort.field === 'deletedAt' ? 'd.deletedAt' : 'd.recordId';
  const nameColumns = RECORD_NAME_FIELDS[def.type].map((field) => `${def.table}.${field}`);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'd.deletedBy')
      .select(['d.recordId', 'd.deletedAt', 'd.reason', 'u.fullName as deletedBy', `${def.table}.state`, `${def.table}.lga`, ...nameColumns])
      .orderBy(column, query.sort.order)
      .orderBy('d.recordId', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    offset: query.offset,
    total: Number(count.total),
    rows: rows.map((row) => {
      const deletedAt = new Date(row.deletedAt as Date | string);
      return {
        id: Number(row.recordId),
        name: recordNameOf(def.type, row),
        state: (row.state as string | null) ?? null,
        lga: (row.lga as string | null) ?? null,
        deletedAt: deletedAt.toISOString(),
        deletedBy: (row.deletedBy as string | null) ?? null,
        reason: String(row.reason),
        restorableUntil: new Date(deletedAt.getTime() + days * DAY_MS).toISOString(),
      };
    }),
  };
}

/** `Content-Range: <path> first-last/total` (`*` for the range of an empty page). */
export function deletedContentRange(def: RecordDef, result: DeletedListResult): string {
  const span = result.rows.length > 0 ? `${result.offset}-${result.offset + result.rows.length - 1}` : '*';
  return `${def.path} ${span}/${result.total}`;
}
