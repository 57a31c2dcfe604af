/**
 * Column names come from Kysely's CamelCasePlugin: a schema key is written as its snake_case and
 * read back as the camelCase of that. A few keys do not survive the round trip (an acronym such
 * as `hasJSSSchools` is written `has_jssschools` and read back `hasJssschools`), so rows read from
 * the database are renamed to the schema keys with a map computed here, never a hand-made list.
 */
import { CamelCasePlugin } from 'kysely';

class KeyCase extends CamelCasePlugin {
  toColumn(key: string): string {
    return this.snakeCase(key);
  }
  fromColumn(column: string): string {
    return this.camelCase(column);
  }
}

const keyCase = new KeyCase();

/** The key a row read through the CamelCasePlugin carries for a schema key. */
function readBackKey(key: string): string {
  return keyCase.fromColumn(keyCase.toColumn(key));
}

/** Read-back key → schema key, for the keys whose round trip changes them. */
export type KeyMap = ReadonlyMap<string, string>;

export function buildKeyMap(keys: Iterable<string>): KeyMap {
  const map = new Map<string, string>();
  for (const key of keys) {
    const back = readBackKey(key);
    if (back !== key) map.set(back, key);
  }
  return map;
}

/** A copy of the row with the round-trip keys renamed back to the schema keys. */
export function renameRowKeys<T extends Record<string, unknown>>(row: T, map: KeyMap): Record<string, unknown> {
  if (map.size === 0) return { ...row };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[map.get(key) ?? key] = value;
  return out;
}
