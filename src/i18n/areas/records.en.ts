/**
 * Record lists, show pages and the school, community and child edit screens (field and value
 * labels). English, the spec's texts verbatim. `records` holds what every record screen shares,
 * `values` the enumerated values, `resources` react-admin's per-resource texts (households are
 * household.en.ts's).
 */
import { childFieldsEn, communityFieldsEn, learnerFieldsEn, recordFieldsEn, schoolFieldsEn, staffFieldsEn } from './records.fields.en';
import { valuesEn } from './records.values.en';

const records = {
  yes: 'Yes',
  no: 'No',
  fields: recordFieldsEn,
  /** By record type (src/domain/records/catalogue.ts): the plural the empty lists name. */
  nouns: {
    schools: 'learning centres',
    learners: 'learners',
    staff: 'staff members',
    communities: 'communities',
    households: 'households',
    outOfSchoolChildren: 'out-of-school children',
  },
  /** By record type: one record as the API's messages name it ("The school was not found."). */
  singular: {
    schools: 'school',
    learners: 'learner',
    staff: 'staff member',
    communities: 'community',
    households: 'household',
    outOfSchoolChildren: 'child',
  },
  /** By record type: a record without a name. */
  untitled: {
    schools: 'Learning centre #%{id}',
    learners: 'Learner #%{id}',
    staff: 'Staff member #%{id}',
    communities: 'Community #%{id}',
    households: 'Household #%{id}',
    outOfSchoolChildren: 'Child #%{id}',
  },
  list: {
    noMatch: 'No %{noun} match these filters',
    noneYet: 'No %{noun} have been recorded yet',
    clearFilters: 'Clear filters',
    noName: '(no name)',
    exportCsv: 'Export CSV',
    exporting: 'Exporting…',
    exportCapped: 'Exported the first %{limit} of %{total} rows. Narrow the filters to export the rest.',
    exportFailed: 'The export failed. Please try again.',
  },
  filters: {
    search: 'Search by name or reference',
    any: 'Any',
    allStates: 'All states',
    allLgas: 'All LGAs',
    chooseStateFirst: 'Choose a state first',
    allZones: 'All zones',
    createdFrom: 'Created from',
    createdTo: 'Created to',
    updatedFrom: 'Updated from',
    updatedTo: 'Updated to',
    ageFrom: 'Age from',
    ageTo: 'Age to',
  },
  show: {
    loading: 'Loading the record',
    loadFailed: 'This record could not be loaded.',
  },
  edit: {
    back: 'Back',
    backTo: 'Back to %{list}',
    title: 'Edit %{name}',
    save: 'Save Changes',
    saving: 'Saving Changes...',
    hasErrors: '(has errors)',
    readOnly: 'Read-only',
    notSet: 'Not set',
    errors: 'Errors',
    noErrors: 'No validation errors.',
    chooseStateFirst: 'Choose the state first',
  },
};

const schools = {
  name: 'Learning Center |||| Learning Centers',
  fields: schoolFieldsEn,
  /** SCHOOL_TABS (spec 02 §2.3), in order. */
  tabs: {
    identification: 'Identification',
    characteristics: 'Characteristics',
    infrastructure: 'Infrastructure',
    facilities: 'Facilities',
    resources: 'Resources',
    communitySupport: 'Community Support',
    healthSafety: 'Health & Safety',
  },
  headings: {
    managementMonitoring: 'Management and monitoring',
    learnerFacilities: 'Learner facilities',
    staffFacilities: 'Staff facilities',
    teachingAids: 'Teaching aids',
    power: 'Power',
    water: 'Water',
    learnerAccommodation: 'Learner accommodation',
    curriculum: 'Curriculum and guidelines',
    subjects: 'Subjects taught',
    books: 'Books available',
  },
  messages: {
    loading: 'Loading school data...',
    loadFailed: 'This school could not be loaded.',
    saved: 'School updated successfully',
    saveFailed: 'Failed to update school',
  },
  edit: { untitled: 'Learning Center' },
  show: {
    loading: 'Loading the learning centre',
    loadFailed: 'This learning centre could not be loaded.',
    edit: 'Edit',
    details: 'School details',
    learnerCount: 'Learners: %{count}',
    staffCount: 'Staff: %{count}',
    learners: 'Learners',
    staff: 'Staff',
    noLearners: 'No learners are recorded for this learning centre.',
    noStaff: 'No staff are recorded for this learning centre.',
  },
};

const community = {
  name: 'Community |||| Communities',
  fields: communityFieldsEn,
  /** COMMUNITY_TABS (spec 02 §2.4), in order. */
  tabs: {
    identification: 'Identification',
    educationalProfile: 'Educational Profile',
  },
  headings: {
    schools: 'Schools in the community',
    ownership: 'School ownership',
    attendance: 'Attendance and dropouts',
  },
  messages: {
    loading: 'Loading community data...',
    loadFailed: 'This community could not be loaded.',
    saved: 'Community updated successfully',
    saveFailed: 'Failed to update community',
  },
  edit: { untitled: 'Community' },
};

const outOfSchool = {
  name: 'Out-of-School Child |||| Out of School',
  fields: childFieldsEn,
  /** The child form's sections (spec 02 §2.1), in order. */
  sections: {
    basicInformation: 'Basic Information',
    locationInformation: 'Location Information',
    personalDetails: 'Personal Details',
    educationStatus: 'Education Status',
    enrollmentInterest: 'Enrollment Interest',
    vocationalTraining: 'Vocational Training',
    specialNeedsAssessment: 'Special Needs Assessment',
    livingConditions: 'Living Conditions',
  },
  messages: {
    loading: 'Loading child data...',
    loadFailed: 'This child could not be loaded.',
    saved: 'Child updated successfully',
    saveFailed: 'Failed to update child',
  },
  edit: {
    untitled: 'Out-of-School Child',
    saveNote: 'Updates are allowed, but deletion is not possible.',
  },
};

export const recordsEn = {
  records,
  values: valuesEn,
  resources: {
    schools,
    learners: { name: 'Learner |||| Almajiri (Learners)', fields: learnerFieldsEn, messages: { saved: 'Learner updated successfully' } },
    staff: { name: 'Staff Member |||| Staff', fields: staffFieldsEn, messages: { saved: 'Staff updated successfully' } },
    community,
    'out-of-school': outOfSchool,
  },
};
