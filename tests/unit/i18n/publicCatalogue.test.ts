/**
 * The public site's catalogue: its first load carries English for the public site only, Hausa
 * arrives when a visitor chooses it, the admin's whole catalogues take over once installed, and
 * every key the public site's code names is in the public catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { publicEn } from '../../../src/i18n/public.en';
import { publicHa } from '../../../src/i18n/public.ha';
import { lookup, type MessageTree } from '../../../src/i18n/translate';

/** translate.ts and locale.ts as the browser first evaluates them (this project's setup installs everything). */
async function freshModules() {
  vi.resetModules();
  const translate = await import('../../../src/i18n/translate');
  const locale = await import('../../../src/i18n/locale');
  return { ...translate, ...locale };
}

describe('the public catalogue at run time', () => {
  it('starts with English for the public site and no admin phrase', async () => {
    const { translateIn } = await freshModules();
    expect(translateIn('en', 'nav.home')).toBe('Home');
    expect(translateIn('en', 'menu.dashboard')).toBe('menu.dashboard');
    // Hausa is not there yet: English stands in rather than a raw key.
    expect(translateIn('ha', 'nav.home')).toBe('Home');
  });

  it('fetches Hausa on demand and only then switches the language', async () => {
    const { chooseLocale, getLocale, subscribeLocale, translateIn } = await freshModules();
    const seenOnSwitch: string[] = [];
    subscribeLocale(() => seenOnSwitch.push(translateIn(getLocale(), 'nav.home')));
    await chooseLocale('ha');
    expect(getLocale()).toBe('ha');
    expect(seenOnSwitch).toEqual([publicHa.nav.home]);
    expect(publicHa.nav.home).not.toBe('Home');
  });

  it("gives way to the admin's whole catalogue, and a late Hausa fetch does not replace it", async () => {
    const { installCatalogue, loadCatalogue, translateIn } = await freshModules();
    const pending = loadCatalogue('ha');
    installCatalogue('ha', ha as unknown as MessageTree);
    installCatalogue('en', en as unknown as MessageTree);
    await pending;
    expect(translateIn('ha', 'menu.dashboard')).toBe(ha.menu.dashboard);
    expect(translateIn('en', 'menu.dashboard')).toBe('Dashboard');
  });
});

describe('the public catalogue and the whole one', () => {
  it('are the same phrases where they overlap, in both languages', () => {
    const leaves = (tree: object, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
      );
    const publicLeaves = leaves(publicEn);
    expect(publicLeaves.length).toBeGreaterThan(300);
    for (const [key, phrase] of publicLeaves) expect(lookup(en as unknown as MessageTree, key), key).toBe(phrase);
    for (const [key, phrase] of leaves(publicHa)) expect(lookup(ha as unknown as MessageTree, key), key).toBe(phrase);
  });

  it('leaves the admin areas out of the public one', () => {
    for (const key of ['menu.dashboard', 'admin.signOut', 'guards.loadingSession', 'resources.schools.name', 'exportColumns.id'])
      expect(lookup(publicEn as unknown as MessageTree, key), key).toBeUndefined();
  });
});

const SRC = path.resolve(__dirname, '../../../src');
/** Folders only the admin's chunk loads: the public site reaches them through a lazy import of the admin. */
const ADMIN_ONLY = [path.join(SRC, 'admin'), path.join(SRC, 'resources')];
const IMPORT = /(?:from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** Every source file the public site can load, from its entry, without entering the admin's folders. */
function publicModules(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(SRC, 'app/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || ADMIN_ONLY.some((folder) => file.startsWith(folder + path.sep))) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveModule(file, match[1]);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

describe("the public site's code", () => {
  const modules = publicModules();

  it('is found from its entry (pages, layout, sign-in pages)', () => {
    const relative = modules.map((file) => path.relative(SRC, file));
    expect(relative).toEqual(expect.arrayContaining(['public/pages/HomePage.tsx', 'public/layout/TopBar.tsx', 'public/auth/LoginPage.tsx', 'i18n/format.ts']));
    expect(relative.some((file) => file.startsWith('admin/'))).toBe(false);
    // The whole catalogues stay out of the public site's reach.
    expect(relative).not.toEqual(expect.arrayContaining(['i18n/catalogues.ts']));
    expect(relative).not.toEqual(expect.arrayContaining(['i18n/en.ts']));
  });

  it('names only keys the public catalogue holds', () => {
    const missing: string[] = [];
    for (const file of modules) {
      for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) {
        const isKey = lookup(en as unknown as MessageTree, key) !== undefined;
        if (isKey && lookup(publicEn as unknown as MessageTree, key) === undefined) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
