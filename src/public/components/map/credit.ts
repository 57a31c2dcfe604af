/** The credit the state map's licence asks for (CC BY 4.0), shown under every map and on Data Sources. */
export const MAP_CREDIT = {
  text: 'State boundaries: "Map of Nigeria" from @svg-maps/nigeria by Michael Chukwu (svg-maps), based on MapSVG, licensed CC BY 4.0. Colours and labels added.',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  sourceUrl: 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria',
} as const;
