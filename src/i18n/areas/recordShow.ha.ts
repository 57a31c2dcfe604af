/** The read-only record pages. Hausa, the same keys as recordShow.en.ts. */
import type { recordShowEn } from './recordShow.en';

export const recordShowHa: typeof recordShowEn = {
  recordShow: {
    edit: 'Gyara',
    notFound: 'Ba a sami wannan bayani ba. Wataƙila an cire shi, ko adireshin ba daidai ba ne.',
    sections: 'Sassan bayani',
    households: 'Gidaje',
    noHouseholds: 'Ba a rubuta gidaje a wannan al’umma ba.',
    children: 'Yaran da ba sa zuwa makaranta',
    noChildren: 'Ba a rubuta yaran da ba sa zuwa makaranta a wannan gida ba.',
  },
};
