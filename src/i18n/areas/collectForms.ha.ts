/**
 * The web collector's record forms in Hausa: the same keys as collectForms.en.ts; field, value and
 * group labels are the back office's own Hausa catalogues, imported, not copied.
 */
import type { MessageTree } from '../translate';
import type { CollectFormsCatalogue } from './collectForms.en';
import { householdHa } from './household.ha';
import { recordsHa } from './records.ha';
import { childFieldsHa, communityFieldsHa, learnerFieldsHa, schoolFieldsHa, staffFieldsHa } from './records.fields.ha';
import { valuesHa } from './records.values.ha';

const location = householdHa.edit.location;
const { resources } = recordsHa;

const tree: CollectFormsCatalogue = {
  step: 'Mataki na %{step} cikin %{total}: %{group}',
  back: householdHa.buttons.back,
  next: 'Na gaba',
  save: 'Ajiye',
  saving: householdHa.buttons.saving,
  cancel: householdHa.buttons.cancel,
  yes: recordsHa.records.yes,
  no: recordsHa.records.no,
  choose: 'Zaɓi…',
  oneItemPerLine: 'Abu ɗaya a kowane layi',
  reviewComment: 'Mai dubawa yana roƙonka ka gyara wannan bayani',
  saveFailed: 'Ba a iya ajiye bayanin ba. Da fatan a sake gwadawa.',
  wards: {
    loading: 'Ana loda mazaɓu…',
    failed: 'Ba a iya loda jerin mazaɓu ba.',
    none: 'Babu mazaɓu a jerin hukuma na wannan karamar hukuma.',
    retry: 'Sake gwadawa',
  },
  useLocationOf: {
    households: 'Yi amfani da wurin gidan',
    communities: 'Yi amfani da wurin al’ummar',
    schools: 'Yi amfani da wurin cibiyar koyon',
  },
  errors: {
    required: 'Ana buƙatar wannan',
    ageNotNumber: 'Shekaru dole su zama lamba',
    ageTooYoung: 'Shekaru dole su kai aƙalla 5',
    ageTooOld: 'Shekaru kada su wuce 15',
    email: 'Shigar da ingantaccen adireshin imel',
    url: 'Shigar da cikakken adireshin yanar gizo (https://…)',
    latitude: 'Latitude dole ya kasance tsakanin -90 da 90',
    longitude: 'Longitude dole ya kasance tsakanin -180 da 180',
    yearInFuture: 'Shekarar kafuwa ba za ta iya zama nan gaba ba',
    yearTooEarly: 'Shekarar kafuwa dole ta kasance 1900 ko bayan haka',
    notNumber: '%{field}: dole ya zama lamba',
    notWhole: '%{field}: dole ya zama cikakkiyar lamba',
    negative: '%{field}: ba zai iya zama ƙasa da sifili ba',
    stepOfTenth: '%{field}: dole ya kasance a matakan 0.1 km',
    dateFormat: '%{field}: rubuta a matsayin yyyy-MM-dd',
    notRealDate: '%{field}: ba kwanan wata na gaske ba ne',
    tooLarge: '%{field}: ya yi yawa',
    tooLong: 'Haruffa %{max} ne mafi yawa',
  },
  groups: {
    schools: { ...resources.schools.tabs, location },
    learners: { learner: 'Ɗalibi', schooling: 'Cibiyar Koyo da Aji', contacts: 'Mai Kulawa da Lambobin Waya' },
    staff: { staffMember: 'Ma’aikaci', role: 'Matsayi da Cancanta' },
    communities: { ...resources.community.tabs, location },
    households: { ...householdHa.tabs, location },
    oosChildren: { household: childFieldsHa.householdHead, ...resources['out-of-school'].sections },
  },
  fields: {
    schools: schoolFieldsHa,
    learners: learnerFieldsHa,
    staff: staffFieldsHa,
    communities: communityFieldsHa,
    households: householdHa.fields,
    oosChildren: childFieldsHa,
  },
  links: {
    schoolId: learnerFieldsHa.schoolId,
    communityId: householdHa.fields.communityName,
    householdId: childFieldsHa.householdHead,
  },
  values: { ...valuesHa },
};

export const collectFormsHa: MessageTree = tree;
