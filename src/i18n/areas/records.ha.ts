/**
 * Record lists, show pages and the school, community and child edit screens (field and value
 * labels). Hausa, the same keys as records.en.ts.
 */
import type { recordsEn } from './records.en';
import { childFieldsHa, communityFieldsHa, learnerFieldsHa, recordFieldsHa, schoolFieldsHa, staffFieldsHa } from './records.fields.ha';
import { valuesHa } from './records.values.ha';

type Catalogue = typeof recordsEn;
type Resources = Catalogue['resources'];

const records: Catalogue['records'] = {
  yes: 'Ee',
  no: 'A’a',
  fields: recordFieldsHa,
  nouns: {
    schools: 'cibiyoyin koyo',
    learners: 'ɗalibai',
    staff: 'ma’aikata',
    communities: 'al’ummomi',
    households: 'gidaje',
    outOfSchoolChildren: 'yaran da ba sa zuwa makaranta',
  },
  singular: {
    schools: 'makaranta',
    learners: 'ɗalibi',
    staff: 'ma’aikaci',
    communities: 'al’umma',
    households: 'gida',
    outOfSchoolChildren: 'yaro',
  },
  untitled: {
    schools: 'Cibiyar koyo #%{id}',
    learners: 'Ɗalibi #%{id}',
    staff: 'Ma’aikaci #%{id}',
    communities: 'Al’umma #%{id}',
    households: 'Gida #%{id}',
    outOfSchoolChildren: 'Yaro #%{id}',
  },
  list: {
    noMatch: 'Babu %{noun} da suka dace da waɗannan matattara',
    noneYet: 'Ba a rubuta %{noun} ba tukuna',
    clearFilters: 'Share matattara',
    noName: '(babu suna)',
    exportCsv: 'Fitar da CSV',
    exporting: 'Ana fitarwa…',
    exportCapped: 'An fitar da layuka %{limit} na farko daga cikin %{total}. Taƙaita matattara don fitar da sauran.',
    exportFailed: 'Fitarwar ta kasa. Da fatan a sake gwadawa.',
  },
  filters: {
    search: 'Nema da suna ko lambar tunani',
    any: 'Kowanne',
    allStates: 'Duk jihohi',
    allLgas: 'Duk ƙananan hukumomi',
    chooseStateFirst: 'Zaɓi jiha da farko',
    allZones: 'Duk shiyyoyi',
    createdFrom: 'An ƙirƙira daga',
    createdTo: 'An ƙirƙira zuwa',
    updatedFrom: 'An sabunta daga',
    updatedTo: 'An sabunta zuwa',
    ageFrom: 'Shekaru daga',
    ageTo: 'Shekaru zuwa',
  },
  show: {
    loading: 'Ana loda bayanin',
    loadFailed: 'Ba a iya loda wannan bayani ba.',
  },
  edit: {
    back: 'Koma baya',
    backTo: 'Koma zuwa %{list}',
    title: 'Gyara %{name}',
    save: 'Ajiye Canje-canje',
    saving: 'Ana Ajiye Canje-canje...',
    hasErrors: '(akwai kurakurai)',
    readOnly: 'Karatu kawai',
    notSet: 'Ba a saita ba',
    errors: 'Kurakurai',
    noErrors: 'Babu kuskuren tantancewa.',
    chooseStateFirst: 'Zaɓi jihar da farko',
  },
};

const schools: Resources['schools'] = {
  name: 'Cibiyar Koyo |||| Cibiyoyin Koyo',
  fields: schoolFieldsHa,
  tabs: {
    identification: 'Shaida',
    characteristics: 'Halaye',
    infrastructure: 'Gine-gine',
    facilities: 'Kayan Aiki',
    resources: 'Albarkatu',
    communitySupport: 'Tallafin Al’umma',
    healthSafety: 'Lafiya da Tsaro',
  },
  headings: {
    managementMonitoring: 'Gudanarwa da sa ido',
    learnerFacilities: 'Kayan aikin ɗalibai',
    staffFacilities: 'Kayan aikin ma’aikata',
    teachingAids: 'Kayan koyarwa',
    power: 'Wutar lantarki',
    water: 'Ruwa',
    learnerAccommodation: 'Masaukin ɗalibai',
    curriculum: 'Manhaja da ƙa’idojin jagora',
    subjects: 'Darussan da ake koyarwa',
    books: 'Littattafan da ake da su',
  },
  messages: {
    loading: 'Ana loda bayanan makaranta...',
    loadFailed: 'Ba a iya loda wannan makaranta ba.',
    saved: 'An sabunta makaranta cikin nasara',
    saveFailed: 'An kasa sabunta makaranta',
  },
  edit: { untitled: 'Cibiyar Koyo' },
  show: {
    loading: 'Ana loda cibiyar koyo',
    loadFailed: 'Ba a iya loda wannan cibiyar koyo ba.',
    edit: 'Gyara',
    details: 'Bayanan makaranta',
    learnerCount: 'Ɗalibai: %{count}',
    staffCount: 'Ma’aikata: %{count}',
    learners: 'Ɗalibai',
    staff: 'Ma’aikata',
    noLearners: 'Ba a rubuta ɗalibai a wannan cibiyar koyo ba.',
    noStaff: 'Ba a rubuta ma’aikata a wannan cibiyar koyo ba.',
  },
};

const community: Resources['community'] = {
  name: 'Al’umma |||| Al’ummomi',
  fields: communityFieldsHa,
  tabs: {
    identification: 'Shaida',
    educationalProfile: 'Bayanan Ilimi',
  },
  headings: {
    schools: 'Makarantun da ke cikin al’umma',
    ownership: 'Mallakar makarantu',
    attendance: 'Zuwa makaranta da dainawa',
  },
  messages: {
    loading: 'Ana loda bayanan al’umma...',
    loadFailed: 'Ba a iya loda wannan al’umma ba.',
    saved: 'An sabunta al’umma cikin nasara',
    saveFailed: 'An kasa sabunta al’umma',
  },
  edit: { untitled: 'Al’umma' },
};

const outOfSchool: Resources['out-of-school'] = {
  name: 'Yaron da Ba Ya Zuwa Makaranta |||| Ba Sa Zuwa Makaranta',
  fields: childFieldsHa,
  sections: {
    basicInformation: 'Bayanai na Asali',
    locationInformation: 'Bayanan Wuri',
    personalDetails: 'Bayanan Kai',
    educationStatus: 'Matsayin Karatu',
    enrollmentInterest: 'Sha’awar Shiga Makaranta',
    vocationalTraining: 'Koyon Sana’a',
    specialNeedsAssessment: 'Tantance Buƙatu na Musamman',
    livingConditions: 'Yanayin Rayuwa',
  },
  messages: {
    loading: 'Ana loda bayanan yaro...',
    loadFailed: 'Ba a iya loda wannan yaro ba.',
    saved: 'An sabunta bayanan yaro cikin nasara',
    saveFailed: 'An kasa sabunta bayanan yaro',
  },
  edit: {
    untitled: 'Yaron da Ba Ya Zuwa Makaranta',
    saveNote: 'Ana iya sabuntawa, amma ba za a iya gogewa ba.',
  },
};

export const recordsHa: Catalogue = {
  records,
  values: valuesHa,
  resources: {
    schools,
    learners: { name: 'Ɗalibi |||| Almajirai (Ɗalibai)', fields: learnerFieldsHa, messages: { saved: 'An sabunta bayanan ɗalibi cikin nasara' } },
    staff: { name: 'Ma’aikaci |||| Ma’aikata', fields: staffFieldsHa, messages: { saved: 'An sabunta bayanan ma’aikaci cikin nasara' } },
    community,
    'out-of-school': outOfSchool,
  },
};
