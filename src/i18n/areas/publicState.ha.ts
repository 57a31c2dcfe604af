/** The state pages (/states/{state}) and the links to them from the map and the data table. Hausa, the same keys as publicState.en.ts. */
import type { publicStateEn } from './publicState.en';

export const publicStateHa: typeof publicStateEn = {
  publicState: {
    documentTitle: '%{state}: alƙaluma bisa ƙaramar hukuma – %{site}',
    breadcrumb: 'Hanyar shafi',
    intro:
      'Alƙaluman jihar %{state} da na kowace ɗaya daga cikin ƙananan hukumominta %{count}, daga bayanan shirin, tare da shirye-shiryen da ke aiki a jihar. Jera teburin ƙananan hukumomi bisa kowane ginshiƙi; adireshin yana riƙe zaɓinku.',
    headlineTitle: 'A alƙaluma',
    learningCentres: 'Cibiyoyin koyo',
    learners: 'Ɗalibai',
    outOfSchool: 'Yaran da ba sa zuwa makaranta da aka rubuta',
    households: 'Gidaje',
    communities: 'Al’ummomi',
    referenceTitle: 'Ƙididdigar da aka wallafa',
    lgaTitle: 'Alƙaluma bisa ƙaramar hukuma',
    lga: 'Ƙaramar hukuma',
    lgaCount: 'Ƙananan hukumomi %{count}',
    lgaTable: 'Alƙaluman kowace ƙaramar hukuma ta %{state}',
    tableScrolls: 'Alƙaluman kowace ƙaramar hukuma (ana gungurawa gefe a ƙananan allo)',
    downloadCsv: 'Sauke CSV',
    noLgaFigures: 'Har yanzu ba a wallafa alƙaluman ƙananan hukumomi na wannan jihar ba.',
    chartTitle: 'Yaran da ba sa zuwa makaranta bisa ƙaramar hukuma, %{state}',
    chartTop:
      'An zana ƙananan hukumomi %{top} da suka fi yawan yaran da ba sa zuwa makaranta da aka rubuta; sauran %{rest} suna cikin teburin ƙananan hukumomi.',
    showAll: 'Nuna dukan ƙananan hukumomi %{count}',
    showTop: 'Nuna manyan ƙananan hukumomi %{top}',
    programmesTitle: 'Shirye-shirye a %{state}',
    noProgrammes: 'Har yanzu babu shirin da aka wallafa da ya shafi %{state}.',
    programmeStatus: 'Matsayi: %{status}',
    sourcesTitle: 'Tushe da hanyar aiki',
    lgaMethod:
      'Layin ƙaramar hukuma yana ƙidaya bayanan da ƙaramar hukumarsu ita ce wannan. Bayanan da ba a san ƙaramar hukumarsu ba ana ƙidaya su a cikin alƙaluman jihar kaɗai, don haka jimillar layukan ƙananan hukumomi na iya gaza alƙaluman jihar.',
    lgaSuppression:
      'Ana zaɓar ƙidayar da za a ɓoye ta yadda ba za a iya gano ko ɗaya daga jimillar jihar ba, ko daga sauran ƙananan hukumomi, ko ta hanyar kwatanta su biyun.',
    howMade: 'Yadda ake yin alƙaluman: %{methodology}. Inda ƙididdigar da aka wallafa suka fito: %{dataSources}.',
    methodologyLink: 'Hanyar aiki',
    dataSourcesLink: 'Tushen bayanai',
    openPage: 'Buɗe shafin %{state}',
  },
};
