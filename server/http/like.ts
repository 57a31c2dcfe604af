/** LIKE patterns from user text: LIKE's own characters (\ % _) escaped, lower-cased for lower(column). */
import { sql, type Expression, type SqlBool } from 'kysely';

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `text%`, for "starts with" (served by the lower(...) text_pattern_ops indexes). */
export const startsWithPattern = (text: string): string => `${escapeLike(text.trim().toLowerCase())}%`;

/** `%text%`, for "contains". */
export const containsPattern = (text: string): string => `%${escapeLike(text.trim().toLowerCase())}%`;

/** A user's full name or e-mail (of the joined `users` table) starts with `text`, case-insensitively. */
export function personStartsWith(text: string): Expression<SqlBool> {
  const pattern = startsWithPattern(text);
  return sql<SqlBool>`(lower(users.full_name) like ${pattern} or lower(users.email) like ${pattern})`;
}
