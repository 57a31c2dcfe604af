/**
 * Nigerian names by the languages most spoken where a record lives: Hausa (with Fulani and Kanuri
 * surnames) in the north, Yoruba in the south-west, Igbo in the south-east, and the en_NG faker
 * locale (a Yoruba, Igbo and Hausa mix) for the rest. Phone numbers use Nigerian mobile prefixes.
 */
import type { SEXES } from '../src/domain/records';
import type { Place } from './places';
import { weights, type Rng, type Weighted } from './random';

export type Sex = (typeof SEXES)[number];
type Language = 'hausa' | 'yoruba' | 'igbo' | 'mixed';

interface NameList {
  Male: readonly string[];
  Female: readonly string[];
  surnames: readonly string[];
}

export const HAUSA: NameList = {
  Male: [
    'Abdullahi',
    'Abubakar',
    'Aliyu',
    'Aminu',
    'Auwal',
    'Bashir',
    'Bello',
    'Dahiru',
    'Danjuma',
    'Garba',
    'Habibu',
    'Hamza',
    'Haruna',
    'Ibrahim',
    'Idris',
    'Isah',
    'Jamilu',
    'Kabiru',
    'Lawal',
    'Muhammad',
    'Musa',
    'Mustapha',
    'Nasiru',
    'Nura',
    'Rabiu',
    'Sadiq',
    'Sagir',
    'Salisu',
    'Sani',
    'Shehu',
    'Suleiman',
    'Tijjani',
    'Umar',
    'Usman',
    'Yahaya',
    'Yakubu',
    'Yusuf',
    'Zakari',
    'Bilyaminu',
  ],
  Female: [
    'Aisha',
    'Amina',
    'Asmau',
    'Balaraba',
    'Bilkisu',
    'Binta',
    'Fatima',
    'Hadiza',
    'Hafsat',
    'Hajara',
    'Halima',
    'Hauwa',
    'Jamila',
    'Khadija',
    'Lami',
    'Maimuna',
    'Maryam',
    'Nafisa',
    'Rabi',
    'Rahma',
    'Rukayya',
    'Sadiya',
    'Safiya',
    'Saratu',
    'Ummi',
    'Zainab',
    'Zuwaira',
  ],
  surnames: [
    'Abdullahi',
    'Abubakar',
    'Adamu',
    'Aliyu',
    'Bala',
    'Bello',
    'Bukar',
    'Danladi',
    'Dikko',
    'Gambo',
    'Garba',
    'Haruna',
    'Ibrahim',
    'Idris',
    'Jibrin',
    'Kabir',
    'Kyari',
    'Lawal',
    'Mahmud',
    'Maikudi',
    'Modu',
    'Mohammed',
    'Musa',
    'Sambo',
    'Sani',
    'Shehu',
    'Suleiman',
    'Tanko',
    'Umar',
    'Usman',
    'Yakubu',
    'Yusuf',
    'Zubairu',
    'Jauro',
    'Ardo',
  ],
};

const YORUBA: NameList = {
  Male: [
    'Adebayo',
    'Adewale',
    'Ayodele',
    'Babatunde',
    'Damilare',
    'Dapo',
    'Femi',
    'Gbenga',
    'Kayode',
    'Kunle',
    'Olamide',
    'Olumide',
    'Oluwaseun',
    'Segun',
    'Tobi',
    'Tunde',
    'Wale',
    'Yemi',
    'Ayomide',
    'Olawale',
    'Rotimi',
    'Sodiq',
    'Taiwo',
    'Kehinde',
  ],
  Female: [
    'Abosede',
    'Adunni',
    'Bisi',
    'Bukola',
    'Damilola',
    'Folake',
    'Funke',
    'Ifeoluwa',
    'Kemi',
    'Morenike',
    'Omolara',
    'Ronke',
    'Simisola',
    'Temitope',
    'Titilayo',
    'Yetunde',
    'Mojisola',
    'Aduke',
    'Fisayo',
    'Opeyemi',
  ],
  surnames: [
    'Adebayo',
    'Adeleke',
    'Adesina',
    'Adeyemi',
    'Afolabi',
    'Akinola',
    'Alabi',
    'Babalola',
    'Bakare',
    'Balogun',
    'Ogunbiyi',
    'Ogunleye',
    'Ojo',
    'Okunola',
    'Oladipo',
    'Olawale',
    'Oyelaran',
    'Oyewole',
    'Salami',
    'Adeniran',
    'Fasanya',
    'Ajayi',
  ],
};

const IGBO: NameList = {
  Male: [
    'Chibuzo',
    'Chidi',
    'Chigozie',
    'Chinedu',
    'Chukwuemeka',
    'Ebuka',
    'Emeka',
    'Ifeanyi',
    'Ikenna',
    'Kelechi',
    'Nnamdi',
    'Nonso',
    'Obinna',
    'Okechukwu',
    'Somto',
    'Tochukwu',
    'Uche',
    'Chijioke',
    'Obiora',
    'Kenechukwu',
  ],
  Female: [
    'Adaeze',
    'Adanna',
    'Amaka',
    'Chiamaka',
    'Chidinma',
    'Chinyere',
    'Chioma',
    'Ebere',
    'Ifeoma',
    'Ijeoma',
    'Ngozi',
    'Nkechi',
    'Nneka',
    'Obiageli',
    'Ogechi',
    'Oluchi',
    'Uju',
    'Chinwe',
    'Ogochukwu',
    'Ujunwa',
  ],
  surnames: [
    'Agu',
    'Anyanwu',
    'Chukwu',
    'Eze',
    'Ezeh',
    'Ibe',
    'Nnaji',
    'Nwachukwu',
    'Nwankwo',
    'Nwosu',
    'Obi',
    'Obiora',
    'Okafor',
    'Okeke',
    'Okonkwo',
    'Okoro',
    'Okoye',
    'Onyeka',
    'Ugwu',
    'Uzor',
    'Ezenwa',
    'Onuoha',
  ],
};

const LISTS: Record<Exclude<Language, 'mixed'>, NameList> = { hausa: HAUSA, yoruba: YORUBA, igbo: IGBO };

const BY_ZONE: Record<string, Weighted<Language>> = {
  'north-west': weights([
    ['hausa', 92],
    ['mixed', 8],
  ]),
  'north-east': weights([
    ['hausa', 88],
    ['mixed', 12],
  ]),
  'north-central': weights([
    ['hausa', 45],
    ['mixed', 40],
    ['yoruba', 15],
  ]),
  'south-west': weights([
    ['yoruba', 80],
    ['mixed', 15],
    ['hausa', 5],
  ]),
  'south-east': weights([
    ['igbo', 88],
    ['mixed', 12],
  ]),
  'south-south': weights([
    ['mixed', 65],
    ['igbo', 30],
    ['hausa', 5],
  ]),
};

export interface PersonName {
  firstName: string;
  middleName: string | null;
  lastName: string;
}

/** The naming tradition of a family in this place; members share it. */
export function languageOf(rng: Rng, place: Place): Language {
  return rng.weighted(BY_ZONE[place.zone]);
}

export function firstName(rng: Rng, language: Language, sex: Sex): string {
  return language === 'mixed' ? rng.faker.person.firstName(sex === 'Male' ? 'male' : 'female') : rng.pick(LISTS[language][sex]);
}

export function surname(rng: Rng, language: Language): string {
  return language === 'mixed' ? rng.faker.person.lastName() : rng.pick(LISTS[language].surnames);
}

export function personName(rng: Rng, language: Language, sex: Sex, lastName = surname(rng, language)): PersonName {
  return { firstName: firstName(rng, language, sex), middleName: rng.chance(0.35) ? firstName(rng, language, sex) : null, lastName };
}

export const fullName = (name: PersonName) => [name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');

const MOBILE_PREFIXES = [
  '0803',
  '0806',
  '0703',
  '0706',
  '0813',
  '0816',
  '0810',
  '0814',
  '0903',
  '0906',
  '0805',
  '0807',
  '0705',
  '0815',
  '0811',
  '0905',
  '0802',
  '0808',
  '0708',
  '0812',
  '0701',
  '0902',
  '0809',
  '0817',
  '0818',
  '0909',
  '0908',
  '0802',
  '0901',
  '0907',
];

/** An 11-digit Nigerian mobile number, e.g. 08031234567. */
export function phone(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${rng.digits(7)}`;
}

/** A village, quarter or town name that sounds right for the place. */
export function settlementName(rng: Rng, language: Language, lgaName: string): string {
  switch (language) {
    case 'hausa':
      return rng.chance(0.5)
        ? `${rng.pick(['Unguwar', 'Gidan', 'Kauyen', 'Tudun', 'Kofar'])} ${rng.pick(HAUSA.Male)}`
        : rng.pick(['Tudun Wada', 'Sabon Gari', 'Gwammaja', 'Rijiyar Lemo', 'Dorayi', 'Kurna', 'Yankaba', 'Unguwar Rimi', 'Kawo', `${lgaName} Town`]);
    case 'yoruba':
      return rng.chance(0.5) ? `${rng.pick(['Ile', 'Oke', 'Isale', 'Ita'])}-${rng.pick(YORUBA.surnames)}` : rng.faker.location.city();
    case 'igbo':
      return rng.chance(0.7) ? `${rng.pick(['Umu', 'Ama'])}${rng.pick(IGBO.surnames).toLowerCase()}` : `Obodo ${rng.pick(IGBO.surnames)}`;
    default:
      return rng.chance(0.3)
        ? `${rng.pick(['Old', 'New'])} ${lgaName}`
        : `${lgaName} ${rng.pick(['Central', 'Waterside', 'New Layout', 'Junction', 'Market Area', 'Extension'])}`;
  }
}
