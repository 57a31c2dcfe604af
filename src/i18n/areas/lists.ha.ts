/** The list screens and the one way dates are written (src/i18n/format.ts). Hausa, the same keys as lists.en.ts. */
import type { listsEn } from './lists.en';

export const listsHa: typeof listsEn = {
  dates: {
    // Janairu, Faburairu, Maris, Afirilu, Mayu, Yuni, Yuli, Agusta, Satumba, Oktoba, Nuwamba, Disamba.
    months: { 1: 'Jan', 2: 'Fab', 3: 'Mar', 4: 'Afi', 5: 'May', 6: 'Yun', 7: 'Yul', 8: 'Agu', 9: 'Sat', 10: 'Okt', 11: 'Nuw', 12: 'Dis' },
  },
  exportColumns: {
    id: 'ID',
    uuid: 'UUID',
    stateName: 'Sunan jiha',
    lgaName: 'Sunan ƙaramar hukuma',
    zoneName: 'Sunan shiyya',
    syncStatus: 'Matsayin aikawa',
    collectorId: 'ID na mai tattarawa',
    createdAt: 'An ƙirƙira',
    updatedAt: 'An sabunta',
    schoolId: 'ID na cibiyar koyo',
    householdId: 'ID na gida',
    communityId: 'ID na al’umma',
  },
};
