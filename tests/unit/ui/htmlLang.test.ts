/** <html lang> follows the chosen language, so screen readers read Hausa as Hausa. */
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/i18n/locale';

describe('the page language', () => {
  afterEach(() => setLocale('en'));

  it('is set on <html> when the language changes, and back', () => {
    setLocale('ha');
    expect(document.documentElement.lang).toBe('ha');
    setLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
