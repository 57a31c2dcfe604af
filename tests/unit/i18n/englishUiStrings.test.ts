/** The Hausa walk's judge (tests/e2e/englishUiStrings.ts): it must catch English and let Hausa and data through. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { englishDetector } from '../../e2e/englishUiStrings';

const detector = englishDetector();

describe('the English UI string detector', () => {
  it('knows the English phrases of our catalogue and of react-admin', () => {
    expect(detector.size).toBeGreaterThan(1000);
  });

  it("catches our English strings and react-admin's, whole or inside a longer text", () => {
    expect(detector.englishIn(en.menu.settings)).toBe('Settings');
    expect(detector.englishIn('Rows per page:')).toBe('Rows per page');
    expect(detector.englishIn('1-10 of 42')).toBeUndefined();
    expect(detector.englishIn('Go to next page')).toBe('Go to next page');
    expect(detector.englishIn('Sort by Name ascending')).toBe('Sort by');
    expect(detector.englishIn(`  ${en.auth.signInTitle}  `)).toBe('Sign in');
  });

  it('lets Hausa through, with names, numbers and words Hausa shares with English', () => {
    for (const text of [ha.menu.settings, ha.auth.signInTitle, ha.home.title, 'Tsangaya Gwale', 'Kano', '1,234', 'Almajiri', 'CSV', en.admin.siteName]) {
      expect(detector.englishIn(text), text).toBeUndefined();
    }
  });
});
