import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectEn } from '../../../src/i18n/areas/collect.en';
import { collectHa } from '../../../src/i18n/areas/collect.ha';
import { collectFormsEn } from '../../../src/i18n/areas/collectForms.en';
import { collectFormsHa } from '../../../src/i18n/areas/collectForms.ha';
import { flatten } from '../../helpers/catalogueTree';
import { keysUsedIn } from '../../helpers/catalogueKeys';

const english = flatten({ collect: collectEn, collectForms: collectFormsEn });
const hausa = flatten({ collect: collectHa, collectForms: collectFormsHa });
const COLLECT = join(import.meta.dirname, '../../../src/collect');

describe('the web collector’s catalogues', () => {
  it('have every key the collector’s code uses, in English and in Hausa', () => {
    const used = keysUsedIn(COLLECT, new Set(['collect', 'collectForms']));
    expect(used.get('collect.signIn.title')).toBeDefined();
    const missing = [...used].filter(([key]) => !english.has(key) || !hausa.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('have the same keys in both languages, none empty, with the same placeholders', () => {
    expect([...hausa.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...english, ...hausa].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect([...english].filter(([key, text]) => placeholders(text).join() !== placeholders(hausa.get(key) ?? '').join()).map(([key]) => key)).toEqual([]);
  });
});
