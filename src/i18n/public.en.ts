/**
 * What the public site reads: its shell, pages, sign-in pages, reference texts and month names.
 * English, the one catalogue the site's first load carries (translate.ts); en.ts builds the
 * admin's whole catalogue on top of it.
 */
import { publicPagesEn } from './areas/publicPages.en';
import { publicSiteEn } from './areas/publicSite.en';
import { referenceFiguresEn } from './areas/referenceFigures.en';

export const publicEn = { ...publicSiteEn, ...publicPagesEn, ...referenceFiguresEn };

export type PublicMessages = typeof publicEn;
