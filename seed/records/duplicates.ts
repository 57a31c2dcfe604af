/**
 * Demo possible duplicates: in a few households (and one learning centre) a second
 * child is rewritten as the first one registered again — the same names with the surname slightly
 * misspelt, a year older — then the candidate search runs over them, so the "Possible duplicates"
 * screen has pairs on a fresh start. The record counts stay those asked for. Deterministic: the
 * first groups with two records after the records the review demo uses.
 */
import { CHILD_AGE_MAX } from '../../src/domain/records';
import { checkRecord } from '../../server/duplicates/candidates';
import { DUPLICATE_KINDS, type DuplicateKind } from '../../server/duplicates/kinds';
import { dynamic } from '../../server/records';
import type { Db } from '../../server/db/connection';

const CHILD_PAIRS = 3;
const LEARNER_PAIRS = 1;
/** The review demo uses the first five records of each table. */
const SKIP = 5;
/** Records read to find groups of two (plenty at every scale). */
const SCAN = 400;

/** "Okafor" → "Okaforr", "Bello" → "Belloh": how a name is often mistyped on a second visit. */
export const misspelt = (name: string) => (/[aeiou]$/i.test(name) ? `${name}h` : `${name}${name.slice(-1)}`);

function olderByAYear(date: unknown): string | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
}

interface Row {
  id: number;
  groupId: number | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  sex: string | null;
  age: number | null;
  dateOfBirth: string | null;
}

/** Rewrites the second record of the first `count` groups as a look-alike of the first; answers the rewritten ids. */
async function makeLookAlikes(trx: Db, kind: DuplicateKind, count: number): Promise<number[]> {
  const rows = (await dynamic(trx)
    .selectFrom(kind.table)
    .select(['id', `${kind.groupColumn} as groupId`, 'firstName', 'middleName', 'lastName', 'sex', 'age', 'dateOfBirth'])
    .where(kind.groupColumn, 'is not', null)
    .where('lastName', 'is not', null)
    .where('firstName', 'is not', null)
    .where('age', 'is not', null)
    .orderBy('id')
    .offset(SKIP)
    .limit(SCAN)
    .execute()) as unknown as Row[];
  const firstOfGroup = new Map<number, Row>();
  const rewritten: number[] = [];
  for (const row of rows) {
    if (rewritten.length >= count) break;
    const first = firstOfGroup.get(row.groupId!);
    if (!first) {
      firstOfGroup.set(row.groupId!, row);
      continue;
    }
    const age = Math.min(Number(first.age) + 1, CHILD_AGE_MAX);
    await dynamic(trx)
      .updateTable(kind.table)
      .set({
        firstName: first.firstName,
        middleName: null,
        lastName: misspelt(String(first.lastName)),
        sex: first.sex,
        age,
        dateOfBirth: olderByAYear(first.dateOfBirth),
        ...(kind.hasNin ? { nin: null } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    if (kind.hasNin) await dynamic(trx).updateTable(kind.table).set({ nin: null }).where('id', '=', first.id).execute();
    rewritten.push(row.id);
    firstOfGroup.delete(row.groupId!);
  }
  return rewritten;
}

/** Makes the look-alike records and runs the candidate search for them (inside the seed's transaction). */
export async function seedDuplicates(trx: Db): Promise<number> {
  let pairs = 0;
  for (const [kind, count] of [
    [DUPLICATE_KINDS.outOfSchoolChildren, CHILD_PAIRS],
    [DUPLICATE_KINDS.learners, LEARNER_PAIRS],
  ] as const) {
    for (const id of await makeLookAlikes(trx, kind, count)) pairs += await checkRecord(trx, kind, id);
  }
  return pairs;
}
