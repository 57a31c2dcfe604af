/** The list screens and the one way dates are written (src/i18n/format.ts). Hausa, the same keys as lists.en.ts. */
import type { listsEn } from './lists.en';

export const listsHa: typeof listsEn = {
  dates: {
    // Janairu, Faburairu, Maris, Afirilu, Mayu, Yuni, Yuli, Agusta, Satumba, Oktoba, Nuwamba, Disamba.
    months: { 1: 'Jan', 2: 'Fab', 3: 'Mar', 4: 'Afi', 5: 'May', 6: 'Yun', 7: 'Yul', 8: 'Agu', 9: 'Sat', 10: 'Okt', 11: 'Nuw', 12: 'Dis' },
  },
};
