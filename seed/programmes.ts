/**
 * Demo programmes for the public site: three published, one draft. Only into an empty table. Their
 * dates are months from the day of the seed, so each status follows its dates: the active ones
 * run today, the planned one starts in two months, the completed one ended more than a year ago.
 */
import type { Insertable } from 'kysely';
import type { ProgrammesTable } from '../server/db/schemaPublic';
import type { Db } from '../server/db/connection';
import { firstOfMonth, startOfUtcDay } from './days';

const DEMO_NOTE = 'This programme is demonstration data.';

type DemoProgramme = Omit<Insertable<ProgrammesTable>, 'states' | 'partners' | 'createdAt' | 'updatedAt' | 'startDate' | 'endDate'> & {
  /** Start and end, in months from the seed's month (first days of those months). */
  months: readonly [start: number, end: number];
  states: string[];
  partners: { name: string; role: string | null; url: string | null }[];
};

const DEMO_PROGRAMMES: readonly DemoProgramme[] = [
  {
    slug: 'almajiri-education-integration',
    title: 'Almajiri Education Integration Programme',
    summary: 'Bringing basic literacy, numeracy and English into Tsangaya schools across the north-west.',
    description: [
      'Integrated Tsangaya schools keep their Qur’anic teaching and add basic literacy, numeracy and English, taught by trained facilitators in the learners’ language.',
      'The programme registers learning centres and learners, supplies teaching and learning materials, trains mallams and facilitators, and follows attendance and learning through the collectors’ records.',
      DEMO_NOTE,
    ].join('\n\n'),
    status: 'active',
    months: [-26, 10],
    states: ['kano', 'katsina', 'sokoto', 'zamfara', 'kebbi', 'jigawa'],
    partners: [
      { name: 'National Commission for Almajiri and Out-of-School Children Education', role: 'Lead agency', url: null },
      { name: 'Universal Basic Education Commission (UBEC)', role: 'Funding and oversight', url: 'https://ubec.gov.ng' },
      { name: 'State Universal Basic Education Boards', role: 'Implementation', url: null },
    ],
    published: true,
  },
  {
    slug: 'girls-enrolment-drive',
    title: 'Girls’ Enrolment and Retention Drive',
    summary: 'Finding out-of-school girls household by household and helping them enrol and stay in school.',
    description: [
      'Collectors visit households, identify girls who never attended school or dropped out, and record why. Families receive support with fees, uniforms and books, and community leaders follow up on attendance.',
      'Progress is counted from the households reached and the out-of-school children identified in the covered states.',
      DEMO_NOTE,
    ].join('\n\n'),
    status: 'active',
    months: [-10, 26],
    states: ['bauchi', 'gombe', 'yobe', 'katsina', 'niger'],
    partners: [
      { name: 'State Ministries of Education', role: 'Implementation', url: null },
      { name: 'Community-based management committees', role: 'Follow-up', url: null },
    ],
    published: true,
  },
  {
    slug: 'community-learning-centres-pilot',
    title: 'Community Learning Centres Pilot',
    summary: 'Evening and weekend classes in community halls for children and youth who cannot attend school by day.',
    description: [
      'The pilot opens learning centres in community halls with flexible hours, for children who work or care for relatives during the day.',
      'Communities choose the sites and the hours; the centres use the non-formal basic education curriculum.',
      DEMO_NOTE,
    ].join('\n\n'),
    status: 'planned',
    months: [2, 12],
    states: ['benue', 'nasarawa', 'plateau'],
    partners: [{ name: 'Local government education authorities', role: 'Host', url: null }],
    published: true,
  },
  {
    slug: 'out-of-school-enumeration-2023',
    title: 'Out-of-School Children Enumeration 2023',
    summary: 'A household listing of out-of-school children in three north-central states (draft, not yet published).',
    description: ['The enumeration listed households and out-of-school children ahead of the enrolment campaigns.', DEMO_NOTE].join('\n\n'),
    status: 'completed',
    months: [-30, -20],
    states: ['fct', 'kwara', 'kogi'],
    partners: [{ name: 'National Bureau of Statistics', role: 'Methodology', url: null }],
    published: false,
  },
];

/** Adds the demo programmes when there are none yet; answers how many were added. */
export async function seedDemoProgrammes(db: Db, today: Date = startOfUtcDay(new Date())): Promise<number> {
  const existing = await db.selectFrom('programmes').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  await db
    .insertInto('programmes')
    .values(
      DEMO_PROGRAMMES.map(({ months, ...p }) => ({
        ...p,
        startDate: firstOfMonth(today, months[0]),
        endDate: firstOfMonth(today, months[1]),
        states: JSON.stringify(p.states),
        partners: JSON.stringify(p.partners),
        publishedAt: p.published ? new Date() : null,
        createdBy: null,
        updatedBy: null,
      })),
    )
    .execute();
  return DEMO_PROGRAMMES.length;
}
