/**
 * What the public site reads: its shell, pages, sign-in pages, reference texts and month names.
 * English, the one catalogue the site's first load carries (translate.ts); en.ts builds the
 * admin's whole catalogue on top of it.
 */
import { publicDownloadsEn } from './areas/publicDownloads.en';
import { publicEmbedEn } from './areas/publicEmbed.en';
import { publicPagesEn } from './areas/publicPages.en';
import { publicPopulationEn } from './areas/publicPopulation.en';
import { publicRatesEn } from './areas/publicRates.en';
import { publicSiteEn } from './areas/publicSite.en';
import { publicStateEn } from './areas/publicState.en';
import { referenceFiguresEn } from './areas/referenceFigures.en';

export const publicEn = {
  ...publicSiteEn,
  ...publicPagesEn,
  ...referenceFiguresEn,
  ...publicStateEn,
  ...publicEmbedEn,
  ...publicDownloadsEn,
  ...publicPopulationEn,
  ...publicRatesEn,
};

export type PublicMessages = typeof publicEn;
