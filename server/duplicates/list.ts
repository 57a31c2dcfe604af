/**
 * GET /api/admin/duplicates: the pairs (of the types the caller may read), each with the key fields
 * of both records side by side. A record merged away is shown from its copy in merged_records
 * (only its id once the copy is purged). A pair one of whose records is deleted (in its table's
 * bin) is left out until the record is restored.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DuplicateListFilter } from '../../src/domain/api/duplicates';
import type { DuplicatePair as DuplicatePairRow, DuplicateRecordSide, DuplicateSortField } from '../../src/domain/duplicatePairs';
import type { DuplicateReasons, DuplicateStatus } from '../../src/domain/recordQuality';
import type { Db } from '../db/connection';
import { dynamic } from '../records';
import { published } from '../records/visibility';
import { kindOfResource, type DuplicateKind } from './kinds';

/** A time as an ISO string (a copy in merged_records holds PostgreSQL's own text, to the microsecond). */
function iso(value: unknown): string | null {
  if (value == null) return null;
  const time = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(time.getTime()) ? String(value) : time.toISOString();
}
const text = (value: unknown): string | null => (value == null || value === '' ? null : String(value));

function sideOf(raw: Record<string, unknown>, merged: boolean): DuplicateRecordSide {
  const [firstName, middleName, lastName] = [text(raw.firstName), text(raw.middleName), text(raw.lastName)];
  return {
    id: Number(raw.id),
    name: [firstName, middleName, lastName].filter(Boolean).join(' '),
    firstName,
    middleName,
    lastName,
    sex: text(raw.sex),
    age: raw.age == null ? null : Number(raw.age),
    dateOfBirth: text(raw.dateOfBirth),
    state: text(raw.state),
    lga: text(raw.lga),
    ward: text(raw.ward),
    groupId: raw.groupId == null ? null : Number(raw.groupId),
    groupName: text(raw.groupName),
    createdAt: iso(raw.createdAt),
    reviewState: text(raw.reviewState),
    merged,
  };
}

/** The sides of these ids, from the table or, for records merged away, from their copies. */
async function loadSides(db: Db, kind: DuplicateKind, ids: number[]): Promise<Map<number, DuplicateRecordSide>> {
  const sides = new Map<number, DuplicateRecordSide>();
  if (ids.length === 0) return sides;
  const t = kind.table;
  const rows = await dynamic(db)
    .selectFrom(t)
    .leftJoin(`${kind.group.table} as g`, 'g.id', `${t}.${kind.groupColumn}`)
    .select([
      `${t}.id`,
      `${t}.firstName`,
      `${t}.middleName`,
      `${t}.lastName`,
      `${t}.sex`,
      `${t}.age`,
      `${t}.dateOfBirth`,
      `${t}.state`,
      `${t}.lga`,
      `${t}.ward`,
    ])
    .select([`${t}.${kind.groupColumn} as groupId`, `g.${kind.group.nameColumn} as groupName`, `${t}.createdAt`, `${t}.reviewState`])
    .where(`${t}.id`, 'in', ids)
    .execute();
  for (const row of rows) sides.set(Number(row.id), sideOf(row, false));
  const missing = ids.filter((id) => !sides.has(id));
  if (missing.length > 0) {
    const copies = await db
      .selectFrom('mergedRecords')
      .select(['recordId', 'data'])
      .where('resource', '=', kind.resource)
      .where('recordId', 'in', missing)
      .execute();
    for (const copy of copies) {
      // A copy purged after the undo window keeps only the record's id.
      const data = ((typeof copy.data === 'string' ? JSON.parse(copy.data) : copy.data) ?? { id: copy.recordId }) as Record<string, unknown>;
      sides.set(copy.recordId, sideOf({ ...data, groupId: data[kind.groupColumn] }, true));
    }
  }
  return sides;
}

function whereOf(kinds: readonly DuplicateKind[], filter: DuplicateListFilter): Expression<SqlBool> {
  const parts = [sql<SqlBool>`p.resource in (${sql.join(kinds.map((kind) => kind.resource))})`, sql<SqlBool>`p.status = ${filter.status ?? 'open'}`];
  const noneDeleted = kinds.map(
    (kind) =>
      sql<SqlBool>`(p.resource = ${kind.resource} and not exists (select 1 from ${sql.table(kind.sqlTable)} r where r.id in (p.record_a, p.record_b) and not ${published('r')}))`,
  );
  parts.push(sql<SqlBool>`(${sql.join(noneDeleted, sql` or `)})`);
  if (filter.state) {
    const inState = kinds.map(
      (kind) =>
        sql<SqlBool>`(p.resource = ${kind.resource} and exists (select 1 from ${sql.table(kind.sqlTable)} r where r.id = p.record_a and r.state = ${filter.state}))`,
    );
    parts.push(sql<SqlBool>`(${sql.join(inState, sql` or `)})`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

const SORT_COLUMNS: Record<DuplicateSortField, string> = { score: 'p.score', createdAt: 'p.created_at', id: 'p.id' };

/** A pair row as read (the CamelCasePlugin renames raw queries' columns too). */
interface PairRaw {
  id: number;
  resource: string;
  recordA: number;
  recordB: number;
  score: number;
  reasons: DuplicateReasons | string;
  status: DuplicateStatus;
  keptId: number | null;
  createdAt: Date | string;
  resolvedAt: Date | string | null;
}

export async function listPairs(
  db: Db,
  kinds: readonly DuplicateKind[],
  filter: DuplicateListFilter,
  page: { sortField: DuplicateSortField; sortOrder: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ rows: DuplicatePairRow[]; total: number }> {
  if (kinds.length === 0) return { rows: [], total: 0 };
  const where = whereOf(kinds, filter);
  const order = sql.raw(`${SORT_COLUMNS[page.sortField]} ${page.sortOrder}, p.id ${page.sortOrder}`);
  const [pairs, count] = await Promise.all([
    sql<PairRaw>`select p.* from duplicate_pairs p where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ total: number | string }>`select count(*) as total from duplicate_pairs p where ${where}`.execute(db),
  ]);
  const sides = new Map<string, Map<number, DuplicateRecordSide>>();
  for (const kind of kinds) {
    const ids = pairs.rows.filter((pair) => pair.resource === kind.resource).flatMap((pair) => [pair.recordA, pair.recordB]);
    sides.set(kind.resource, await loadSides(db, kind, [...new Set(ids)]));
  }
  const rows = pairs.rows.map((pair): DuplicatePairRow => {
    const ofKind = sides.get(pair.resource);
    return {
      id: pair.id,
      type: pair.resource,
      score: Number(pair.score),
      reasons: typeof pair.reasons === 'string' ? (JSON.parse(pair.reasons) as DuplicateReasons) : pair.reasons,
      status: pair.status,
      keptId: pair.keptId,
      createdAt: iso(pair.createdAt) ?? '',
      resolvedAt: iso(pair.resolvedAt),
      recordA: ofKind?.get(pair.recordA) ?? null,
      recordB: ofKind?.get(pair.recordB) ?? null,
    };
  });
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** Kinds the list may show: those readable, narrowed to the type filter. */
export function listedKinds(readable: readonly DuplicateKind[], type: string | undefined): DuplicateKind[] {
  if (!type) return [...readable];
  const kind = kindOfResource(type);
  return kind && readable.includes(kind) ? [kind] : [];
}
