/** The list screens: the labels of export columns no record form names. Hausa, the same keys as lists.en.ts. */
import type { listsEn } from './lists.en';

export const listsHa: typeof listsEn = {
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
