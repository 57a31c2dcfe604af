/** The public downloads: the chart download buttons, the data table's metadata and the metadata's words. */
export const publicDownloadsEn = {
  publicDownloads: {
    chartGroup: 'Download %{title}',
    svg: 'SVG',
    csv: 'CSV',
    metadata: 'Metadata (JSON)',
    downloadSvg: 'Download SVG image of %{title}',
    downloadCsv: 'Download the figures of %{title} as CSV',
    downloadMetadata: 'Download the metadata (JSON) of %{title}',
    tableMetadata: 'Download metadata (JSON)',
    tableTitle: 'Indicators by state',
    tableTitleZone: 'Indicators by state, %{zone} zone',
    tableTitleLgas: 'Indicators by LGA, %{state}',
    tableDescription: 'The states shown in the data table (%{shown} of %{total}), with the columns chosen, in the order shown.',
    tableSearch: 'Search: "%{query}"',
    definitions: {
      category: '%{name}: what each row of figures is for.',
      series: '%{name}, in %{unit}: a count of the platform’s records; %{label} where hidden to protect privacy.',
      state: 'The state (one of the 36 states or the Federal Capital Territory).',
      zone: 'The geopolitical zone the state belongs to.',
      lga: 'The local government area (LGA) of the state.',
      count: '%{name} (%{group}): a count of the platform’s records in the state; %{label} where hidden to protect privacy.',
    },
  },
};
