/** The translation keys that source files use, found by scanning their text. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** translate('key'), t('key'), and both branches of t(cond ? 'a' : 'b'). */
const CALL_KEY = /\b(?:t|translate)\(\s*(?:[^'"`()]*\?\s*)?['"]([\w.]+)['"](?:\s*:\s*['"]([\w.]+)['"])?/g;
/** Any 'namespace.key' literal of a file that translates (keys kept in constants, e.g. labelKey). */
const KEY_LITERAL = /['"]([a-z]\w*(?:\.\w+)+)['"]/g;
const TRANSLATES = /useTranslate|translateIn|labelKey|i18n\/|useT\b|Translate\b/;

/** Every literal translation key used under `dir` (but not under `skip`), with the file it is used in. */
export function keysUsedIn(dir: string, namespaces: Set<string>, skip: string[] = []): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(dir)) {
    if (skip.some((part) => file.includes(part))) continue;
    const text = readFileSync(file, 'utf8');
    if (!TRANSLATES.test(text)) continue;
    const where = relative(dir, file);
    for (const match of text.matchAll(CALL_KEY)) {
      for (const key of [match[1], match[2]]) if (key && !key.startsWith('ra.')) used.set(key, where);
    }
    for (const match of text.matchAll(KEY_LITERAL)) {
      if (namespaces.has(match[1].split('.')[0])) used.set(match[1], where);
    }
  }
  return used;
}
