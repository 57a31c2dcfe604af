/** What the public site reads, in Hausa: loaded when the visitor chooses Hausa (translate.ts). */
import type { PublicMessages } from './public.en';
import { publicPagesHa } from './areas/publicPages.ha';
import { publicSiteHa } from './areas/publicSite.ha';
import { referenceFiguresHa } from './areas/referenceFigures.ha';

export const publicHa: PublicMessages = { ...publicSiteHa, ...publicPagesHa, ...referenceFiguresHa };
