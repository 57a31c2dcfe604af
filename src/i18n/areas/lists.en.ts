/** The list screens and the one way dates are written (src/i18n/format.ts). English. */
export const listsEn = {
  dates: {
    /** Month abbreviations, by the month's number in the year. */
    months: { 1: 'Jan', 2: 'Feb', 3: 'Mar', 4: 'Apr', 5: 'May', 6: 'Jun', 7: 'Jul', 8: 'Aug', 9: 'Sep', 10: 'Oct', 11: 'Nov', 12: 'Dec' },
  },
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
