/**
 * What the search looks at in each record type: the title a result shows, the words of its name
 * (the very expressions of migration 014's full-text indexes, so those indexes serve), its phone
 * columns and its reference. Names and references are matched by the lists' own `q` condition
 * (server/records/list.ts) through each definition's `searchColumns`.
 */
import { sql, type RawBuilder } from 'kysely';
import { RECORD_TYPE_NAMES, type RecordType } from '../../src/domain/records';
import { RECORD_DEFS, type RecordDef } from '../records';

export interface SearchTarget {
  type: RecordType;
  def: RecordDef;
  /** What a result is called: the name, a person's names in order. */
  title: RawBuilder<string>;
  /** The name as one text for `to_tsvector('simple', …)`; must equal migration 014's expression. */
  nameDocument: RawBuilder<string>;
  /** Phone columns (camelCase), each with a text_pattern_ops index. */
  phones: readonly string[];
  /** The reference column, for types that have one. */
  reference?: string;
}

const col = (table: string, column: string) => sql.ref(`${table}.${column}`);
const text = (table: string, column: string): RawBuilder<string> => sql<string>`coalesce(${col(table, column)}, '')`;

function person(table: string) {
  const [first, middle, last] = [col(table, 'firstName'), col(table, 'middleName'), col(table, 'lastName')];
  return {
    title: sql<string>`concat_ws(' ', ${first}, ${middle}, ${last})`,
    nameDocument: sql<string>`coalesce(${first}, '') || ' ' || coalesce(${middle}, '') || ' ' || coalesce(${last}, '')`,
  };
}

function named(table: string, column: string) {
  return { title: sql<string>`${col(table, column)}`, nameDocument: text(table, column) };
}

const SHAPES: Readonly<Record<RecordType, Omit<SearchTarget, 'type' | 'def'>>> = {
  schools: { ...named('schools', 'schoolName'), phones: ['phoneNumber'], reference: 'reference' },
  learners: { ...person('learners'), phones: ['phone', 'guardianPhone'] },
  staff: { ...named('staff', 'fullName'), phones: ['phone'] },
  communities: { ...named('communities', 'name'), phones: [], reference: 'reference' },
  households: { ...named('households', 'householdHead'), phones: ['phone'] },
  outOfSchoolChildren: { ...person('oosChildren'), phones: ['phone'] },
};

/** Every type, in the catalogue's order (the order of groups whose best matches are equally good). */
export const SEARCH_TARGETS: readonly SearchTarget[] = RECORD_TYPE_NAMES.map((type) => ({ type, def: RECORD_DEFS[type], ...SHAPES[type] }));
