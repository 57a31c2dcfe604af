/** School / learning centre (spec 02 §3.3, §5), grouped by the seven tabs of its edit screen. */
import { z } from 'zod';
import { INT4_MAX } from '../inputRules';
import * as E from './enums';
import { choice, choices, distance, email, flag, isoDate, latitude, longitude, longText, slug, text, textList, url } from './fields';

export const SCHOOL_YEAR_MIN = 1900;

/** yearEstablished: 1900 up to the current year, read when validating (not when loading). */
const yearEstablished = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .number({ error: 'Year established must be a number' })
    .int('Year established must be a whole year')
    .max(INT4_MAX, 'Year established cannot be in the future')
    .min(SCHOOL_YEAR_MIN, `Year established must be ${SCHOOL_YEAR_MIN} or later`)
    .refine((year) => year <= new Date().getFullYear(), { message: 'Year established cannot be in the future' })
    .nullish(),
);

const identification = {
  schoolName: text(200),
  latitude: latitude(),
  longitude: longitude(),
  streetName: text(200),
  enumerationArea: text(100),
  reference: text(100),
  ward: slug(),
  town: text(120),
  lga: slug(),
  state: slug(),
  phoneNumber: text(30),
  email: email(),
  imageUri: url(),
  yearEstablished,
};

const characteristics = {
  communityType: choice(E.COMMUNITY_TYPES),
  levelOfEducation: choice(E.LEVELS_OF_EDUCATION),
  typeOfSchool: choice(E.SCHOOL_TYPES),
  systemOfEducation: choice(E.SYSTEMS_OF_EDUCATION),
  shiftSystem: flag(),
  shiftType: choice(E.SHIFT_TYPES),
  sharedFacility: flag(),
  sharedFacilityTypes: text(),
  distanceFromCommunity: distance('Distance from community'),
  learnersAverageDistance: distance('Learners’ average distance'),
  accessibility: choice(E.ACCESSIBILITY),
  inaccessibilityReason: choices(E.INACCESSIBILITY_REASONS),
  developmentPlan: flag(),
  managementCommittee: flag(),
  monitoring: flag(),
  monitoringAuthority: choice(E.MONITORING_AUTHORITIES),
  lastMonitoringDate: isoDate('Last monitoring date'),
  schoolBasedMonitoring: flag(),
  lastSchoolBasedMonitoringDate: isoDate('Last school-based monitoring date'),
  conditionalCashTransfer: flag(),
  schoolGrant: flag(),
  securityGuard: flag(),
};

const condition = () => choice(E.CONDITION_RATINGS);
const infrastructure = {
  physicalBuilding: condition(),
  perimeterFence: condition(),
  classrooms: condition(),
  temporaryStructureUTS: condition(),
  temporaryStructureCanopy: condition(),
  buildingRemarks: longText(2000),
};

const usability = () => choice(E.USABILITY_RATINGS);
const facilities = {
  learnerTables: usability(),
  learnerChairs: usability(),
  learnerMats: usability(),
  learnerWritingBoards: usability(),
  learnerChalk: usability(),
  learnerMarker: usability(),
  learnerPitToilet: usability(),
  learnerWaterCistern: usability(),
  learnerBucketSystem: usability(),
  learnerRemarks: longText(2000),
  staffTables: usability(),
  staffChairs: usability(),
  staffRoom: usability(),
  staffBookShelf: usability(),
  staffPitToilet: usability(),
  staffWaterCistern: usability(),
  staffBucketSystem: usability(),
  staffRemarks: longText(2000),
};

const resources = {
  audioVisualAids: flag(),
  graphs: flag(),
  teachersGuide: flag(),
  pupilsBooks: flag(),
  posters: flag(),
  nationalGrid: flag(),
  solar: flag(),
  generator: flag(),
  otherPowerSource: flag(),
  otherPowerSourceText: text(),
  electricityNone: flag(),
  rain: flag(),
  well: flag(),
  river: flag(),
  waterboard: flag(),
  waterNone: flag(),
  learnerAccommodationAvailable: flag(),
  alternateLearnerAccommodation: choice(E.ALTERNATE_LEARNER_ACCOMMODATION),
  abepCurriculum: flag(),
  usingAbepCurriculum: flag(),
  availibilityOfGuidelines: flag(),
  guidelinesInUse: flag(),
  otherCurriculum: text(),
  teachingQuran: flag(),
  teachingHadith: flag(),
  teachingMaths: flag(),
  teachingEnglish: flag(),
  teachingOthers: flag(),
  availableQuranBooks: flag(),
  availableHadithBooks: flag(),
  availableMathsBooks: flag(),
  availableEnglishBooks: flag(),
  availableOtherBooks: flag(),
  otherTypesOfBooks: text(),
  teachingMaterials: textList(),
  powerSources: textList(),
  waterSources: textList(),
  textBookProvider: textList(),
  otherTextBookProvider: text(),
  foodFoorAlmajiri: flag(),
};

const communitySupport = {
  communityBasedManagement: flag(),
  communityBasedManagementType: choice(E.COMMUNITY_MANAGEMENT_TYPES),
  communitySupport: flag(),
  communitySupportType: choice(E.COMMUNITY_SUPPORT_TYPES),
};

const healthAndSafety = {
  rulesAgainstViolence: flag(),
  physicalBullying: flag(),
  safetyRules: flag(),
  flooding: flag(),
  naturalHazards: flag(),
  climateChange: flag(),
  hasFocalPerson: flag(),
  focalPersonName: text(200),
  focalPersonPhone: text(30),
  personResponsibleName: text(200),
  personResponsiblePhone: text(30),
  hasFirstAidKit: flag(),
};

/** The seven tabs in order, each with the i18n key of its label and its fields (spec 02 §2.3). */
export const SCHOOL_TABS = [
  { key: 'identification', labelKey: 'resources.schools.tabs.identification', fields: identification },
  { key: 'characteristics', labelKey: 'resources.schools.tabs.characteristics', fields: characteristics },
  { key: 'infrastructure', labelKey: 'resources.schools.tabs.infrastructure', fields: infrastructure },
  { key: 'facilities', labelKey: 'resources.schools.tabs.facilities', fields: facilities },
  { key: 'resources', labelKey: 'resources.schools.tabs.resources', fields: resources },
  { key: 'communitySupport', labelKey: 'resources.schools.tabs.communitySupport', fields: communitySupport },
  { key: 'healthSafety', labelKey: 'resources.schools.tabs.healthSafety', fields: healthAndSafety },
] as const;

export const schoolShape = {
  ...identification,
  ...characteristics,
  ...infrastructure,
  ...facilities,
  ...resources,
  ...communitySupport,
  ...healthAndSafety,
};

export const schoolSchema = z.object(schoolShape);
export type School = z.output<typeof schoolSchema>;
