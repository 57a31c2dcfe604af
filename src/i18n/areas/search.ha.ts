/** Search from the admin top bar. Hausa, the same keys as search.en.ts. */
import type { searchEn } from './search.en';

export const searchHa: typeof searchEn = {
  search: {
    searching: 'Ana nema…',
    nothingFound: 'Ba a sami komai ba don “%{q}”. Duba rubutun, ko ka nema da lambar shaida ko lambar waya.',
    failed: 'Neman bai yi nasara ba. Duba haɗin intanet ɗinka sannan ka sake gwadawa.',
    seeAll: 'Duba duk abin da aka samu a %{list}',
    phone: 'Waya %{phone}',
    untitled: 'Bayani na %{id} (babu suna tukuna)',
    groups: {
      schools: 'Cibiyoyin Koyo',
      learners: 'Ɗalibai',
      staff: "Ma'aikata",
      communities: 'Al’ummomi',
      households: 'Gidaje',
      outOfSchoolChildren: 'Yaran da ba sa zuwa makaranta',
      places: 'Wurare',
    },
    place: {
      state: 'Jiha',
      lga: 'Ƙaramar Hukuma',
      ward: 'Mazaɓa',
    },
  },
};
