/** LIKE patterns from user text: LIKE's own characters (\ % _) escaped, lower-cased for lower(column). */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `text%`, for "starts with" (served by the lower(...) text_pattern_ops indexes). */
export const startsWithPattern = (text: string): string => `${escapeLike(text.trim().toLowerCase())}%`;

/** `%text%`, for "contains". */
export const containsPattern = (text: string): string => `%${escapeLike(text.trim().toLowerCase())}%`;

const personMatches = (pattern: string) => sql<SqlBool>`(lower(users.full_name) like ${pattern} or lower(users.email) like ${pattern})`;

/** A user's full name or e-mail (of the `users` table, joined or not) starts with `text`, case-insensitively. */
export function personStartsWith(text: string): Expression<SqlBool> {
  return personMatches(startsWithPattern(text));
}

/** A user's full name or e-mail (of the `users` table) contains `text`, case-insensitively. */
export function personContains(text: string): RawBuilder<SqlBool> {
  return personMatches(containsPattern(text));
}
