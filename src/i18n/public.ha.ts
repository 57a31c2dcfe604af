/** What the public site reads, in Hausa: loaded when the visitor chooses Hausa (translate.ts). */
import type { PublicMessages } from './public.en';
import { publicDownloadsHa } from './areas/publicDownloads.ha';
import { publicEmbedHa } from './areas/publicEmbed.ha';
import { publicPagesHa } from './areas/publicPages.ha';
import { publicPopulationHa } from './areas/publicPopulation.ha';
import { publicRatesHa } from './areas/publicRates.ha';
import { publicSiteHa } from './areas/publicSite.ha';
import { publicStateHa } from './areas/publicState.ha';
import { referenceFiguresHa } from './areas/referenceFigures.ha';

export const publicHa: PublicMessages = {
  ...publicSiteHa,
  ...publicPagesHa,
  ...referenceFiguresHa,
  ...publicStateHa,
  ...publicEmbedHa,
  ...publicDownloadsHa,
  ...publicPopulationHa,
  ...publicRatesHa,
};
