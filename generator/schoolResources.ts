/** The Facilities and Resources tabs of a learning centre, coherent with its type. */
import * as E from '../src/domain/records';
import { when, type SchoolFields } from './fields';
import { weights, type Rng } from './random';
import type { SchoolContext } from './schools';

const USABLE = weights<(typeof E.USABILITY_RATINGS)[number]>([
  ['Useable', 55],
  ['Unuseable', 25],
  ['None', 20],
]);

type Tab = (typeof E.SCHOOL_TABS)[number];
type TabFields<K, T extends Tab = Tab> = T extends { key: K } ? keyof T['fields'] : never;
type FacilityFields = Pick<SchoolFields, TabFields<'facilities'>>;
/** The fields of the Facilities and Resources tabs. */
export type ResourceFields = Pick<SchoolFields, TabFields<'facilities' | 'resources'>>;

const isQuranic = (type: string) => type.startsWith('Tsangaya') || type.startsWith('Islamiya');

function facilities(rng: Rng): FacilityFields {
  const u = () => rng.weighted(USABLE);
  return {
    learnerTables: u(),
    learnerChairs: u(),
    learnerMats: u(),
    learnerWritingBoards: u(),
    learnerChalk: u(),
    learnerMarker: u(),
    learnerPitToilet: u(),
    learnerWaterCistern: u(),
    learnerBucketSystem: u(),
    learnerRemarks: rng.chance(0.25) ? rng.pick(['Learners share slates', 'Mats are worn out', 'No toilet for girls', 'Water is fetched from a well']) : null,
    staffTables: u(),
    staffChairs: u(),
    staffRoom: u(),
    staffBookShelf: u(),
    staffPitToilet: u(),
    staffWaterCistern: u(),
    staffBucketSystem: u(),
    staffRemarks: rng.chance(0.2) ? rng.pick(['Staff room doubles as a store', 'No furniture for staff', 'Shelves donated by the community']) : null,
  };
}

export function facilitiesAndResources(rng: Rng, context: SchoolContext): ResourceFields {
  const quranic = isQuranic(context.type);
  const integrated = context.type.endsWith('Integrated') || !quranic;
  const nationalGrid = rng.chance(0.35);
  const solar = rng.chance(0.2);
  const generator = rng.chance(0.15);
  const otherPowerSource = rng.chance(0.05);
  const rain = rng.chance(0.3);
  const well = rng.chance(0.5);
  const river = rng.chance(0.1);
  const waterboard = rng.chance(0.2);
  const accommodation = quranic ? rng.chance(0.3) : rng.chance(0.8);
  const abep = quranic && rng.chance(0.4);
  const guidelines = rng.chance(0.4);
  const teachingOthers = rng.chance(0.2);
  const otherBooks = rng.chance(0.15);
  const power = [nationalGrid && 'National grid', solar && 'Solar', generator && 'Generator', otherPowerSource && 'Other'].filter((v): v is string =>
    Boolean(v),
  );
  const water = [rain && 'Rain', well && 'Well', river && 'River', waterboard && 'Waterboard'].filter((v): v is string => Boolean(v));
  const materials = quranic
    ? ['Allo (wooden slates)', 'Qur’an', 'Ink and pens', 'Chalkboard', 'Exercise books']
    : ['Chalkboard', 'Textbooks', 'Exercise books', 'Charts', 'Flash cards'];
  const resources: Omit<ResourceFields, keyof FacilityFields> = {
    audioVisualAids: rng.chance(0.1),
    graphs: rng.chance(0.25),
    teachersGuide: rng.chance(integrated ? 0.5 : 0.15),
    pupilsBooks: rng.chance(integrated ? 0.5 : 0.2),
    posters: rng.chance(0.3),
    nationalGrid,
    solar,
    generator,
    otherPowerSource,
    otherPowerSourceText: when(otherPowerSource, () => rng.pick(['Inverter', 'Shared with the mosque', 'Lantern'])),
    electricityNone: power.length === 0,
    rain,
    well,
    river,
    waterboard,
    waterNone: water.length === 0,
    learnerAccommodationAvailable: accommodation,
    alternateLearnerAccommodation: when(!accommodation, () => rng.pick(E.ALTERNATE_LEARNER_ACCOMMODATION)),
    abepCurriculum: abep,
    usingAbepCurriculum: when(abep, () => rng.chance(0.7)),
    availibilityOfGuidelines: guidelines,
    guidelinesInUse: when(guidelines, () => rng.chance(0.6)),
    otherCurriculum: rng.chance(0.1) ? rng.pick(['State Tsangaya curriculum', 'NBTE vocational modules', 'UBEC basic literacy']) : null,
    teachingQuran: quranic || rng.chance(0.1),
    teachingHadith: quranic && rng.chance(0.6),
    teachingMaths: integrated,
    teachingEnglish: integrated,
    teachingOthers,
    availableQuranBooks: quranic && rng.chance(0.8),
    availableHadithBooks: quranic && rng.chance(0.4),
    availableMathsBooks: integrated && rng.chance(0.5),
    availableEnglishBooks: integrated && rng.chance(0.5),
    availableOtherBooks: otherBooks,
    otherTypesOfBooks: when(otherBooks, () => rng.pick(['Hausa readers', 'Arabic grammar', 'Story books', 'Basic science'])),
    teachingMaterials: rng.some(materials, 1, 4),
    powerSources: power,
    waterSources: water,
    textBookProvider: rng.some(['Government', 'UBEC', 'SUBEB', 'NGO', 'Community', 'Parents'], 0, 2),
    otherTextBookProvider: rng.chance(0.05) ? 'Philanthropist' : null,
    foodFoorAlmajiri: context.type.startsWith('Tsangaya') ? rng.chance(0.45) : null,
  };
  return Object.assign(resources, facilities(rng));
}
