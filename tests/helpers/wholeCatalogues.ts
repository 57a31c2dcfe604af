/**
 * Unit and browser tests read admin and Hausa phrases through translateIn, as the admin does once
 * its i18nProvider has installed the whole catalogues (a setup file of the Vitest projects; the
 * browser specs that call translateIn import it). The public site's own start (English only,
 * Hausa fetched on demand, and only public keys in its code) is tested in
 * tests/unit/i18n/publicCatalogue.test.ts, and in Chromium by the browser tests.
 */
import { CATALOGUES } from '../../src/i18n/catalogues';
import { LOCALES } from '../../src/i18n/locale';
import { installCatalogue } from '../../src/i18n/translate';

for (const { locale } of LOCALES) installCatalogue(locale, CATALOGUES[locale]);
