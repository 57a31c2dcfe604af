/** The population estimates on the Data Sources page: each source with its licence and coverage. Hausa, the same keys as publicPopulation.en.ts. */
import type { publicPopulationEn } from './publicPopulation.en';

export const publicPopulationHa: typeof publicPopulationEn = {
  publicPopulation: {
    title: 'Ƙiyasin yawan jama’a',
    intro:
      'Alƙaluman yawan jama’a da ke bayan ƙimar yaran da ba sa zuwa makaranta (yara masu shekaru %{age} da ba sa zuwa makaranta ÷ yawan jama’a masu shekaru %{age}). An lissafa kowane tushe tare da lasisinsa, shekaru da rukunin shekarun da yake bayarwa da yankunan da ya ƙunsa. Inda yanki ba shi da ƙiyasi, shafin yana nuna ƙididdigarsa ba tare da ƙima ba.',
    empty: 'Ba a shigar da ƙiyasin yawan jama’a ba: shafin yana nuna ƙididdiga ba tare da ƙima ba.',
    loading: 'Ana loda ƙiyasin yawan jama’a',
    demo: 'Bayanan gwaji',
    demoText: 'Waɗannan alƙaluman misali ne da aka ƙirƙira don nuni, ba ainihin ƙiyasin yawan jama’a ba ne.',
    licence: 'Lasisi',
    years: 'Shekaru',
    ageGroups: 'Rukunin shekaru',
    areas: 'Yankunan da ya ƙunsa',
    country: 'Najeriya baki ɗaya',
    states: 'Jihohi: %{count}',
    lgas: 'Ƙananan hukumomi: %{count}',
    estimates: 'Ƙiyasi',
    updated: 'Sabuntawa ta ƙarshe',
  },
};
