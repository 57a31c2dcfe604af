/**
 * The out-of-school rate of the primary age group on the public pages (src/public/components/rates):
 * the rate and its gender parity index, the population it is divided by, the demo label, why an
 * area has no rate, the table columns and the methodology's section. English.
 */
export const publicRatesEn = {
  publicRates: {
    nigeria: 'Nigeria',
    countLabel: 'Out-of-school children aged %{ages} recorded',
    rateLabel: 'Out-of-school rate, ages %{ages}',
    definition: 'Children aged %{ages} not in school ÷ all children aged %{ages} (UIS definition)',
    bySex: 'Girls: %{female} · Boys: %{male}',
    gpi: 'Gender parity index (girls’ rate ÷ boys’ rate): %{gpi}',
    gpiAdjusted: 'Gender parity index (girls’ rate ÷ boys’ rate): %{gpi}; adjusted: %{adjusted}',
    adjustedShort: 'adjusted %{adjusted}',
    noGpi: 'No gender parity index: the population or the count of girls or of boys is not available.',
    denominator: 'Population aged %{ages}, %{year}: %{population} — %{source} (%{licence})',
    denominatorSource: 'Population aged %{ages}, %{year} — %{source} (%{licence})',
    demo: 'Demo data',
    demoText: 'The population these rates are divided by is illustrative demo data, not a real estimate.',
    noRate: {
      noPopulation: 'No rate: no population estimate for children aged %{ages} is loaded for %{area}, so only counts are shown.',
      hidden: 'No rate: the count of out-of-school children aged %{ages} is hidden to protect privacy.',
    },
    columns: {
      group: 'Rates (ages %{ages})',
      rate: 'Out-of-school rate %{ages} (%)',
      gpi: 'GPI %{ages}',
      adjustedGpi: 'Adjusted GPI %{ages}',
    },
    tableNote:
      'Out-of-school rate %{ages}: out-of-school children aged %{ages} recorded ÷ the population aged %{ages}, in percent (UIS definition). GPI: the girls’ rate ÷ the boys’ rate, adjusted above 1. %{sources}.',
    tableNoPopulation: 'Out-of-school rate %{ages}: no population estimate is loaded for these areas, so only counts are shown.',
    tableWithout: 'A dash (–) marks an area without a population estimate; “%{label}” a rate hidden with its count.',
    definitions: {
      rate: '%{name}: out-of-school children aged %{ages} in the platform’s records ÷ the population aged %{ages} (UIS definition), in percent to one decimal. %{sources}. Empty where no population estimate is loaded for the area; %{label} where the count, and so the rate, is hidden to protect privacy.',
      gpi: '%{name}: gender parity index of the out-of-school rate %{ages}, the girls’ rate ÷ the boys’ rate, to two decimals. Empty where a rate by sex is not available; %{label} where the count is hidden.',
      adjustedGpi: '%{name}: the adjusted gender parity index, 2 − 1/GPI where the GPI is above 1 and the GPI itself otherwise (UIS), to two decimals.',
      noSources: 'No population estimate is loaded for the areas shown',
    },
    methodology: {
      title: 'Rates',
      definition:
        'The out-of-school rate follows the definition of the UNESCO Institute for Statistics (UIS): the children of primary school age who are not in school ÷ all the children of that age, in percent. Nigeria’s official primary school age is %{ages}. The children counted are the out-of-school children aged %{ages} in the programme’s records; the population is an estimate loaded by an administrator.',
      gpi: 'The gender parity index (GPI) is the girls’ rate ÷ the boys’ rate: 1 means parity. Above 1 the site also gives the adjusted index, 2 − 1/GPI, which places parity symmetrically between 0 and 2 (UIS).',
      onlyWithPopulation:
        'A rate is shown only where a population estimate for children aged %{ages} is loaded for the area, and always with that population named (source, year and licence). Where none is loaded, the page shows the counts and says why there is no rate.',
      hidden:
        'Where the count of out-of-school children aged %{ages} is hidden to protect privacy, the rate is hidden with it: rate × population would give the count away.',
      sources: 'Where the population estimates come from: %{link}.',
      demo: 'Where a population is illustrative (the demonstration’s table, not real estimates), every page that uses it says so with a “Demo data” label.',
    },
  },
};
