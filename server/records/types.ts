/** What the generic record functions need to know about one record type. */
import type { z } from 'zod';
import type { HouseholdPartEntry, RecordType } from '../../src/domain/records';
import type { RecordTables } from '../db/schema';
import type { KeyMap } from './keys';

export type RecordTable = keyof RecordTables;

/** A per-type list filter (docs/api-records.md). */
export type FilterSpec =
  /** Exact match on an enumerated schema field (one value or a list); values checked by the schema. */
  | { kind: 'enum' }
  /** true/false (also the strings 'true'/'false'). */
  | { kind: 'boolean' }
  /** A linked record's id. */
  | { kind: 'id' }
  /** Lower / upper bound (inclusive) on a numeric column. */
  | { kind: 'min'; column: string }
  | { kind: 'max'; column: string };

/** A link to another record whose name the rows carry (learners → their school's name). */
export interface LinkDef {
  /** The link column on this table (camelCase), e.g. schoolId. */
  idKey: string;
  table: RecordTable;
  /** The name column on the linked table (camelCase), e.g. schoolName. */
  nameColumn: string;
  /** The key of the name on our rows, e.g. schoolName. */
  as: string;
}

/** A link column (foreign key) of the table and what it points at. */
export interface ReferenceDef {
  table: RecordTable;
  /** For messages: "No learning centre has the id 12". */
  noun: string;
}

/** A part of a record saved on its own (the household tabs). */
export interface RecordPart {
  shape: z.ZodRawShape;
  message: string;
}

export type HouseholdPartKey = HouseholdPartEntry['key'];

/** A household part: its path segment (`tab`) and answer key (`key`) beside what saving needs. */
export interface HouseholdPartDef extends RecordPart {
  tab: HouseholdPartEntry['tab'];
  key: HouseholdPartKey;
}

export interface RecordDef {
  type: RecordType;
  table: RecordTable;
  /** Path under /api/admin, also the audit resource. */
  path: string;
  /** The catalogue's singular: 'school' → "The school was not found." */
  noun: string;
  /** The answer's message after a PUT. */
  updatedMessage: string;
  schema: z.ZodObject<z.ZodRawShape>;
  /** Keys of the schema, in order. */
  fields: readonly string[];
  readPermissions: readonly string[];
  writePermissions: readonly string[];
  /** Filters besides the common ones (q, state, lga, ward, zone, dates, id). */
  filters: Readonly<Record<string, FilterSpec>>;
  sortable: readonly string[];
  /** Columns `q` searches (each has a lower(...) text_pattern_ops index). */
  searchColumns: readonly string[];
  link?: LinkDef;
  /** Every link column (schema key or not) → the table it points at. */
  references: Readonly<Record<string, ReferenceDef>>;
  /** Schools and communities: state/lga/ward editable (checked, zone recomputed). Others: read-only. */
  locationEditable: boolean;
  /** Computed values a GET adds and a PUT may send back; ignored on write. */
  computed: readonly string[];
  keyMap: KeyMap;
}
