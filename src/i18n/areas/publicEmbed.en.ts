/**
 * Embeddable charts (/embed/<chart-id>): the page an iframe shows, and the charts page's control
 * that gives the iframe code. English.
 */
export const publicEmbedEn = {
  publicEmbed: {
    viewOn: 'View on %{site}',
    newTab: '(opens in a new tab)',
    area: 'Area: %{area}',
    loading: 'Loading the chart',
    loadFailed: 'The figures could not be loaded.',
    retry: 'Try again',
    unknownChart: 'There is no chart called "%{id}". The charts that can be embedded: %{ids}.',
    chartDescription: 'Bar chart of %{unit} by %{category}. The figures are in the table that follows.',
    table: 'Table of figures',
    embed: 'Embed',
    embedLabel: 'Embed code of %{title}',
    embedIntro: 'Paste this code into a web page to show the chart there, with its title and source. It keeps the area and the language you chose.',
    code: 'Code to paste',
    copy: 'Copy code',
    copied: 'Code copied.',
    copyFailed: 'The code could not be copied: select it and copy it yourself.',
    preview: 'Open the embed page',
  },
};
