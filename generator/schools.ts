/** Learning centres: Tsangaya and Islamiyya schools mostly in the north, regular schools everywhere. */
import * as E from '../src/domain/records';
import { when, type Generated, type SchoolFields } from './fields';
import { HAUSA, firstName, fullName, languageOf, personName, phone, settlementName, surname } from './names';
import { isNorth, pickPlace, type Place } from './places';
import { weights, type Rng, type Weighted } from './random';
import { facilitiesAndResources, type ResourceFields } from './schoolResources';

type SchoolType = (typeof E.SCHOOL_TYPES)[number];
type Level = (typeof E.LEVELS_OF_EDUCATION)[number];
type System = (typeof E.SYSTEMS_OF_EDUCATION)[number];

export interface SchoolContext {
  place: Place;
  language: ReturnType<typeof languageOf>;
  type: SchoolType;
  level: Level;
  system: System;
}

const TYPES: Record<'north' | 'central' | 'south', Weighted<SchoolType>> = {
  north: weights([
    ['Tsangaya', 34],
    ['Tsangaya Integrated', 16],
    ['Islamiya', 15],
    ['Islamiya Integrated', 10],
    ['Regular', 20],
    ['Special Needs', 2],
    ['Faith Based Institution', 3],
  ]),
  central: weights([
    ['Tsangaya', 12],
    ['Tsangaya Integrated', 8],
    ['Islamiya', 12],
    ['Islamiya Integrated', 8],
    ['Regular', 45],
    ['Special Needs', 5],
    ['Faith Based Institution', 10],
  ]),
  south: weights([
    ['Regular', 64],
    ['Faith Based Institution', 20],
    ['Special Needs', 5],
    ['Islamiya', 6],
    ['Islamiya Integrated', 3],
    ['Tsangaya', 1],
    ['Tsangaya Integrated', 1],
  ]),
};
const LEVELS = weights<Level>([
  ['Primary', 70],
  ['Pre-Primary', 12],
  ['JSS', 18],
]);
const ACCESS = weights<(typeof E.ACCESSIBILITY)[number]>([
  ['Accessible', 60],
  ['Partially Accessible', 28],
  ['Inaccessible', 12],
]);
const CONDITION = weights<(typeof E.CONDITION_RATINGS)[number]>([
  ['Good', 35],
  ['Needs Repair', 35],
  ['Bad', 20],
  ['None', 10],
]);

function schoolName(rng: Rng, context: SchoolContext, town: string): string {
  const { type, level } = context;
  switch (type) {
    case 'Tsangaya':
      return `${rng.pick(['Tsangaya', 'Tsangayar'])} ${rng.pick(['Malam', 'Gwani', 'Alaramma', 'Goni'])} ${rng.pick(HAUSA.Male)}`;
    case 'Tsangaya Integrated':
      return `Integrated Tsangaya ${rng.pick(['Malam', 'Gwani', 'Alaramma'])} ${rng.pick(HAUSA.Male)}, ${town}`;
    case 'Islamiya':
    case 'Islamiya Integrated':
      return `${rng.pick(['Darul Ulum', 'Nurul Islam', 'Madrasatul Huda', 'Hidayatul Islam', 'Ma’ahad', 'Nurul Huda'])} Islamiyya${type === 'Islamiya Integrated' ? ' Integrated School' : ''}, ${town}`;
    case 'Special Needs':
      return `Special Education Centre, ${town}`;
    case 'Faith Based Institution':
      return isNorth(context.place)
        ? `ECWA ${level === 'JSS' ? 'Secondary' : 'Primary'} School, ${town}`
        : `St. ${rng.pick(['Mary', 'Joseph', 'Peter', 'Paul', 'Anne', 'Michael'])}’s ${rng.pick(['Catholic', 'Anglican', 'Methodist', 'Baptist'])} ${level === 'JSS' ? 'Secondary' : 'Primary'} School, ${town}`;
    default:
      if (level === 'JSS') return `Government Junior Secondary School, ${town}`;
      if (level === 'Pre-Primary') return `${town} Community Nursery School`;
      return `${rng.pick(['LEA Primary School', 'Central Primary School', 'Community Primary School', 'Model Primary School', 'Nomadic Primary School'])}, ${town}`;
  }
}

function systemOf(rng: Rng, type: SchoolType): System {
  if (type.startsWith('Tsangaya')) return rng.chance(0.9) ? 'Boys Only' : 'Mixed';
  if (type.startsWith('Islamiya')) return rng.pick<System>(['Mixed', 'Mixed', 'Girls Only', 'Boys Only']);
  return rng.chance(0.92) ? 'Mixed' : rng.pick<System>(['Boys Only', 'Girls Only']);
}

/** A learning centre somewhere in Nigeria, or in the given state; `ordinal` numbers its reference. */
export function makeSchool(rng: Rng, ordinal: number, state?: string): Generated<SchoolFields> & { context: SchoolContext } {
  const place = pickPlace(rng, state);
  const zoneKind = place.zone === 'north-central' ? 'central' : isNorth(place) ? 'north' : 'south';
  const type = rng.weighted(TYPES[zoneKind]);
  const level = type.startsWith('Tsangaya') ? 'Primary' : rng.weighted(LEVELS);
  const context: SchoolContext = { place, language: languageOf(rng, place), type, level, system: systemOf(rng, type) };
  const town = settlementName(rng, context.language, place.lgaName);
  const name = schoolName(rng, context, town);
  const monitoring = rng.chance(0.55);
  const schoolBasedMonitoring = rng.chance(0.4);
  const accessibility = rng.weighted(ACCESS);
  const shiftSystem = rng.chance(0.25);
  const sharedFacility = rng.chance(0.2);
  const hasFocalPerson = rng.chance(0.45);
  const cbm = rng.chance(0.6);
  const support = rng.chance(0.5);
  const contact = personName(rng, context.language, rng.chance(0.7) ? 'Male' : 'Female');
  const fields: Omit<SchoolFields, keyof ResourceFields> = {
    schoolName: name,
    latitude: place.latitude,
    longitude: place.longitude,
    streetName: `${rng.pick(['Emir', 'Market', 'Mosque', 'Hospital', 'Station', 'School', 'Old Airport', 'Zaria'])} Road`,
    enumerationArea: `EA-${place.lga.slice(0, 3).toUpperCase()}-${rng.digits(4)}`,
    reference: `${place.state.slice(0, 3).toUpperCase()}/${type.slice(0, 3).toUpperCase()}/${String(ordinal).padStart(6, '0')}`,
    town,
    phoneNumber: rng.chance(0.7) ? phone(rng) : null,
    email: rng.chance(0.3)
      ? `${name
          .toLowerCase()
          .replace(/[^a-z]+/g, '.')
          .replace(/^\.|\.$/g, '')
          .slice(0, 40)}${ordinal}@example.org`
      : null,
    imageUri: null,
    yearEstablished: rng.int(type === 'Regular' ? 1955 : 1975, 2024),
    communityType: rng.chance(isNorth(place) ? 0.7 : 0.45) ? 'Rural' : 'Urban',
    levelOfEducation: level,
    typeOfSchool: type,
    systemOfEducation: context.system,
    shiftSystem,
    shiftType: when(shiftSystem, () => rng.pick(E.SHIFT_TYPES)),
    sharedFacility,
    sharedFacilityTypes: when(sharedFacility, () => rng.pick(['Mosque', 'Community hall', 'Classrooms of the nearby primary school', 'Market stalls'])),
    distanceFromCommunity: rng.km(0, 5),
    learnersAverageDistance: rng.km(0.2, 6),
    accessibility,
    inaccessibilityReason: accessibility === 'Inaccessible' ? rng.some(E.INACCESSIBILITY_REASONS, 1, 2) : null,
    developmentPlan: rng.chance(0.35),
    managementCommittee: rng.chance(0.55),
    monitoring,
    monitoringAuthority: when(monitoring, () => rng.pick(E.MONITORING_AUTHORITIES)),
    lastMonitoringDate: when(monitoring, () => rng.dateDaysAgo(720, 5)),
    schoolBasedMonitoring,
    lastSchoolBasedMonitoringDate: when(schoolBasedMonitoring, () => rng.dateDaysAgo(365, 2)),
    conditionalCashTransfer: rng.chance(0.2),
    schoolGrant: rng.chance(0.3),
    securityGuard: rng.chance(0.3),
    physicalBuilding: rng.weighted(CONDITION),
    perimeterFence: rng.weighted(CONDITION),
    classrooms: rng.weighted(CONDITION),
    temporaryStructureUTS: rng.weighted(CONDITION),
    temporaryStructureCanopy: rng.weighted(CONDITION),
    buildingRemarks: rng.chance(0.3)
      ? rng.pick(['Roof leaks in the rainy season', 'Walls need plastering', 'Learners sit under a tree', 'New block under construction'])
      : null,
    communityBasedManagement: cbm,
    communityBasedManagementType: when(cbm, () => rng.pick(E.COMMUNITY_MANAGEMENT_TYPES.filter((t) => t !== 'None'))),
    communitySupport: support,
    communitySupportType: when(support, () => rng.pick(E.COMMUNITY_SUPPORT_TYPES)),
    rulesAgainstViolence: rng.chance(0.6),
    physicalBullying: rng.chance(0.2),
    safetyRules: rng.chance(0.5),
    flooding: rng.chance(0.25),
    naturalHazards: rng.chance(0.15),
    climateChange: rng.chance(0.2),
    hasFocalPerson,
    focalPersonName: when(hasFocalPerson, () => fullName(contact)),
    focalPersonPhone: when(hasFocalPerson, () => phone(rng)),
    personResponsibleName: when(!hasFocalPerson, () => `${firstName(rng, context.language, 'Male')} ${surname(rng, context.language)}`),
    personResponsiblePhone: when(!hasFocalPerson, () => phone(rng)),
    hasFirstAidKit: rng.chance(0.35),
  };
  // Object.assign, not spreads: V8 is very slow at a spread followed by many properties.
  return { fields: Object.assign(fields, facilitiesAndResources(rng, context)), place, context };
}
