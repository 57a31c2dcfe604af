/**
 * Candidate search for one record: SQL reads its block (same state, LGA and sex, age within the
 * window; the (state, lga, sex, age) index of migration 018 serves it), the domain's scoring
 * (src/domain/duplicateScore.ts) decides, and the pairs above the threshold are upserted into
 * duplicate_pairs. A pair already marked distinct or merged is never re-opened. Only published rows
 * take part: a deleted record is neither searched for nor found.
 */
import { sql } from 'kysely';
import { DUPLICATE_AGE_WINDOW, isLikelyDuplicate, scoreDuplicate, type DuplicateScore, type DuplicateSubject } from '../../src/domain/duplicateScore';
import type { Db } from '../db/connection';
import { dynamic } from '../records';
import { published } from '../records/visibility';
import type { DuplicateKind } from './kinds';

/** At most this many block rows are scored for one record (a block is ~300 rows at a million children). */
const BLOCK_LIMIT = 2000;

export interface SubjectRow extends DuplicateSubject {
  id: number;
}

export interface Candidate {
  id: number;
  result: DuplicateScore;
}

function columnsOf(kind: DuplicateKind): string[] {
  const columns = ['id', 'firstName', 'middleName', 'lastName', 'sex', 'age', 'dateOfBirth', 'state', 'lga', 'ward', `${kind.groupColumn} as groupId`];
  return kind.hasNin ? [...columns, 'nin'] : columns;
}

const noNin = sql<boolean>`(nin is null or nin = '')`;

/** The record to search for, unless it is deleted (or held back by an unfinished import). */
export async function loadSubject(db: Db, kind: DuplicateKind, id: number): Promise<SubjectRow | undefined> {
  const row = await dynamic(db).selectFrom(kind.table).select(columnsOf(kind)).where('id', '=', id).where(published(kind.table)).executeTakeFirst();
  return row as SubjectRow | undefined;
}

/** The rows of the subject's block, the subject itself left out; empty when it cannot be blocked. */
export async function readBlock(db: Db, kind: DuplicateKind, subject: SubjectRow): Promise<SubjectRow[]> {
  if (!subject.state || !subject.lga || !subject.sex) return [];
  let query = dynamic(db)
    .selectFrom(kind.table)
    .select(columnsOf(kind))
    .where('state', '=', subject.state)
    .where('lga', '=', subject.lga)
    .where('sex', '=', subject.sex)
    .where('id', '<>', subject.id)
    .where(published(kind.table));
  query =
    subject.age == null
      ? query.where('age', 'is', null)
      : query.where('age', '>=', subject.age - DUPLICATE_AGE_WINDOW).where('age', '<=', subject.age + DUPLICATE_AGE_WINDOW);
  if (kind.hasNin) query = query.where(noNin);
  return (await query.limit(BLOCK_LIMIT).execute()) as unknown as SubjectRow[];
}

/** The likely duplicates of one record, best first. */
export async function findCandidates(db: Db, kind: DuplicateKind, id: number): Promise<Candidate[]> {
  const subject = await loadSubject(db, kind, id);
  if (!subject || (kind.hasNin && subject.nin)) return [];
  const block = await readBlock(db, kind, subject);
  const found: Candidate[] = [];
  for (const other of block) {
    const result = scoreDuplicate(subject, other);
    if (isLikelyDuplicate(result)) found.push({ id: other.id, result });
  }
  return found.sort((a, b) => b.result.score - a.result.score);
}

/** Stores the pairs of `id` with its candidates; open pairs get the fresh score, others stay as resolved. Answers how many are open. */
export async function recordPairs(db: Db, kind: DuplicateKind, id: number, candidates: readonly Candidate[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const rows = candidates.map((candidate) => ({
    resource: kind.resource,
    recordA: Math.min(id, candidate.id),
    recordB: Math.max(id, candidate.id),
    score: candidate.result.score,
    reasons: JSON.stringify(candidate.result.reasons),
  }));
  const stored = await db
    .insertInto('duplicatePairs')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['resource', 'recordA', 'recordB'])
        .doUpdateSet((eb) => ({ score: eb.ref('excluded.score'), reasons: eb.ref('excluded.reasons') }))
        .where('duplicatePairs.status', '=', 'open'),
    )
    .returning('id')
    .execute();
  return stored.length;
}

/** Candidate search and storage for one record; answers how many open pairs it has now. */
export async function checkRecord(db: Db, kind: DuplicateKind, id: number): Promise<number> {
  return recordPairs(db, kind, id, await findCandidates(db, kind, id));
}
