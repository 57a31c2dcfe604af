/** The list screens and the one way dates are written (src/i18n/format.ts). English. */
export const listsEn = {
  dates: {
    /** Month abbreviations, by the month's number in the year. */
    months: { 1: 'Jan', 2: 'Feb', 3: 'Mar', 4: 'Apr', 5: 'May', 6: 'Jun', 7: 'Jul', 8: 'Aug', 9: 'Sep', 10: 'Oct', 11: 'Nov', 12: 'Dec' },
  },
};
