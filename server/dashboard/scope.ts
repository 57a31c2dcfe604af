/**
 * What every dashboard count shares: the record tables, the published rows only, the readable
 * types and the state / LGA / period filter, written once as SQL conditions on indexed columns.
 */
import { sql, type QueryResult, type RawBuilder } from 'kysely';
import type { DashboardFilter } from '../../src/domain/dashboard';
import { hasAnyPermission, type PermissionSubject } from '../../src/domain/permissions';
import { RECORD_TYPE_NAMES, type RecordType } from '../../src/domain/records';
import { RECORD_PERMISSIONS } from '../../src/domain/records/permissions';
import type { Db } from '../db/connection';
import { withoutJit } from '../db/withoutJit';
import { published } from '../records/visibility';

export const RECORD_TABLE_OF: Readonly<Record<RecordType, string>> = {
  schools: 'schools',
  learners: 'learners',
  staff: 'staff',
  communities: 'communities',
  households: 'households',
  outOfSchoolChildren: 'oos_children',
};

export function canRead(subject: PermissionSubject, type: RecordType): boolean {
  return hasAnyPermission(subject, RECORD_PERMISSIONS[type].read);
}

export function readableTypes(subject: PermissionSubject): RecordType[] {
  return RECORD_TYPE_NAMES.filter((type) => canRead(subject, type));
}

/** The published rows of `table` (aliased as itself) within the filter; `extra` conditions are added. */
export function where(table: string, filter: DashboardFilter, ...extra: RawBuilder<unknown>[]): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  // The same rule as published(), written so that rows outside any import (nearly all) pass on
  // the index alone: the covering indexes of migration 013 hold import_batch_id.
  const parts: RawBuilder<unknown>[] = [sql`(${column('import_batch_id')} is null or ${published(table)})`];
  if (filter.state) parts.push(sql`${column('state')} = ${filter.state}`);
  if (filter.lga) parts.push(sql`${column('lga')} = ${filter.lga}`);
  if (filter.from) parts.push(sql`${column('created_at')} >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`${column('created_at')} < ${filter.to}::date + 1`);
  parts.push(...extra);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** Runs a count over record tables with JIT off on PostgreSQL: compiling it would take longer than counting. */
export const executeCount = <R>(db: Db, statement: RawBuilder<R>): Promise<QueryResult<R>> => withoutJit(db, (inner) => statement.execute(inner));

export const asNumber = (value: number | string | null | undefined): number => Number(value ?? 0);
export const isoOf = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
