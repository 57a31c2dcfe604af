import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_GROUP_KEYS, MENU_ITEMS } from '../../../src/domain/navigation';
import { NOTIFICATION_TEXTS } from '../../../src/domain/notifications';
import { RECORD_TYPE_NAMES, RECORD_TYPES } from '../../../src/domain/records/catalogue';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { LOCALES } from '../../../src/i18n/locale';
import { lookup, translateIn } from '../../../src/i18n/translate';

import { flatten } from '../../helpers/catalogueTree';
import { keysUsedIn } from '../../helpers/catalogueKeys';
import { SPEC_RECORD_LABELS } from '../../helpers/specTexts';

const SRC = join(import.meta.dirname, '../../../src');
const NAMESPACES = new Set(Object.keys(en));
/** The web collector has catalogues of its own (collectCatalogue.test.ts). */
const keysUsedInCode = () => keysUsedIn(SRC, NAMESPACES, [join('src', 'i18n'), join('src', 'collect')]);

const english = flatten(en);
const hausa = flatten(ha);

describe('translation catalogues', () => {
  it('finds the keys the code uses (the scan itself works)', () => {
    const used = keysUsedInCode();
    expect(used.get('nav.home')).toBeDefined();
    expect(used.get('auth.signInButton')).toBeDefined();
    expect(used.size).toBeGreaterThan(50);
  });

  it('has every key used in code, in English and in Hausa', () => {
    const missing = [...keysUsedInCode()]
      .filter(([key]) => !english.has(key) || !hausa.has(key))
      .map(([key, file]) => `${key} (${file}): ${english.has(key) ? 'ha' : 'en'} missing`);
    expect(missing).toEqual([]);
  });

  it('has the same keys in English and Hausa, none empty', () => {
    expect([...hausa.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...english, ...hausa].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keeps the same %{placeholders} in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const differ = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(hausa.get(key) ?? '').join());
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('has the keys built at run time: menu entries, menu groups, record types, languages, notification texts', () => {
    const dynamic = [
      ...MENU_ITEMS.map((item) => item.labelKey),
      ...Object.values(MENU_GROUP_KEYS),
      ...RECORD_TYPE_NAMES.map((type) => `menu.${type}`),
      ...LOCALES.map((entry) => `language.${entry.locale}`),
      ...Object.values(NOTIFICATION_TEXTS).flatMap((text) => [text.titleKey, text.textKey]),
    ];
    expect(dynamic.filter((key) => !english.has(key) || !hausa.has(key))).toEqual([]);
  });

  it('keeps the English menu identical to the spec labels', () => {
    // The whole menu's English texts, in order: tests/unit/domain/navigation.test.ts.
    for (const type of RECORD_TYPE_NAMES) expect(lookup(en, RECORD_TYPES[type].labelKey)).toBe(SPEC_RECORD_LABELS[type]);
    for (const [group, key] of Object.entries(MENU_GROUP_KEYS)) expect(lookup(en, key)).toBe(group);
  });

  it('interpolates values and falls back to the key when a phrase is missing', () => {
    expect(translateIn('en', 'auth.resetSubtitle', { length: 6, email: 'a@b.ng' })).toBe('Enter the 6-digit code sent to a@b.ng and choose a new password.');
    expect(translateIn('ha', 'menu.settings')).toBe('Saituna');
    expect(translateIn('ha', 'no.such.key')).toBe('no.such.key');
  });
});
