/** The list screens: the labels of export columns no record form names. English. */
export const listsEn = {
  /** Export columns no record form labels (src/i18n/exportLabels.ts): a workbook's header row reads these. */
  exportColumns: {
    id: 'ID',
    uuid: 'UUID',
    stateName: 'State name',
    lgaName: 'LGA name',
    zoneName: 'Zone name',
    syncStatus: 'Sync status',
    collectorId: 'Collector ID',
    createdAt: 'Created',
    updatedAt: 'Updated',
    schoolId: 'Learning centre ID',
    householdId: 'Household ID',
    communityId: 'Community ID',
  },
};
