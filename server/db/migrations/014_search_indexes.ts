import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the top bar's search (docs/api-search.md), beside the lower(...)
 * text_pattern_ops indexes of 002 that already serve "a name or reference starts with":
 * - phones, for "the phone number starts with" (text_pattern_ops serves LIKE 'prefix%' and =);
 * - the words of each record's name (full-text, 'simple' configuration: lower-cased, no stemming),
 *   for "a word of the name starts with". Core PostgreSQL, so PGlite and PostgreSQL alike; no
 *   extension needed. The search code builds the very same expressions (server/search/targets.ts).
 */
const PHONES: ReadonlyArray<readonly [string, string]> = [
  ['schools', 'phone_number'],
  ['learners', 'phone'],
  ['learners', 'guardian_phone'],
  ['staff', 'phone'],
  ['households', 'phone'],
  ['oos_children', 'phone'],
];

const PERSON_NAME = `coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '')`;

const NAME_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['schools', `coalesce(school_name, '')`],
  ['learners', PERSON_NAME],
  ['staff', `coalesce(full_name, '')`],
  ['communities', `coalesce(name, '')`],
  ['households', `coalesce(household_head, '')`],
  ['oos_children', PERSON_NAME],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of PHONES) {
    await sql`create index ${sql.raw(`${table}_${column}_prefix_idx`)} on ${sql.table(table)} (${sql.ref(column)} text_pattern_ops)`.execute(db);
  }
  for (const [table, document] of NAME_WORDS) {
    await sql`create index ${sql.raw(`${table}_name_words_idx`)} on ${sql.table(table)} using gin (to_tsvector('simple', ${sql.raw(document)}))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of NAME_WORDS) await sql`drop index if exists ${sql.raw(`${table}_name_words_idx`)}`.execute(db);
  for (const [table, column] of PHONES) await sql`drop index if exists ${sql.raw(`${table}_${column}_prefix_idx`)}`.execute(db);
}
