/** The credit the state map's licence asks for (CC BY 4.0), shown under every map and on Data Sources. */
export const MAP_CREDIT = {
  /** Translation key of the credit line (the English text names the map, its author and licence). */
  textKey: 'publicCommon.mapCredit',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  sourceUrl: 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria',
} as const;
