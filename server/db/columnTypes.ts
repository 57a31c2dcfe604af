/** The Kysely column types the schema files share: times written as dates or ISO text, JSON written as text. */
import type { ColumnType } from 'kysely';

/** A time with a database default: optional on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A time that may be empty. */
export type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON column, written as its text. */
export type Json<T> = ColumnType<T, string, string>;
