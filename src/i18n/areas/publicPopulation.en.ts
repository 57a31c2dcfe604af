/** The population estimates on the Data Sources page: each source with its licence and coverage. English. */
export const publicPopulationEn = {
  publicPopulation: {
    title: 'Population estimates',
    intro:
      'The population figures behind the out-of-school rates (children aged %{age} not in school ÷ the population aged %{age}). Each source is listed with its licence, the years and age groups it gives and the areas it covers. Where an area has no estimate, the site shows its counts without a rate.',
    empty: 'No population estimates are loaded: the site shows counts without rates.',
    loading: 'Loading the population estimates',
    demo: 'Demo data',
    demoText: 'These are illustrative figures made up for the demonstration, not real population estimates.',
    licence: 'Licence',
    years: 'Years',
    ageGroups: 'Age groups',
    areas: 'Areas covered',
    country: 'Nigeria as a whole',
    states: 'States: %{count}',
    lgas: 'LGAs: %{count}',
    estimates: 'Estimates',
    updated: 'Last updated',
  },
};
