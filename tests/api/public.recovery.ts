/**
 * A reader's attack on suppressed public counts, written from the answer shapes alone: every
 * additive group an answer implies (a total and its breakdown; a zone and its states; the country
 * and its zones or states; a programme and its states; an area within another and the states
 * outside it; a state and its LGAs; an LGA and its wards) is searched for exactly one unknown
 * member, which subtraction then recovers. Recovered values count as known, so chains are followed
 * too, across levels. The counts of primary age (6-11, behind the rates) add the relations a reader
 * can form with the age groups and sexes: 5-9 + 10-12 = 6-11 + the 5 and 12 year-olds; the total
 * and each sex = 6-11 + the rest. Those unpublished differences are "derived" keys: recovering one
 * of 1 to 4 gives a small count away as surely as recovering a hidden cell.
 */
import type { LgaIndicatorsAnswer, WardIndicatorsAnswer } from '../../src/domain/api/publicLocal';
import { PRIMARY_AGE } from '../../src/domain/population';
import { AGE_GROUPS, NOT_RECORDED, type Count, type IndicatorRow, type ProgrammeAnswer, type SummaryAnswer } from '../../src/domain/publicData';
import { SEXES } from '../../src/domain/records/enums';

type AreaFigures = Pick<IndicatorRow, 'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities' | 'outOfSchoolPrimaryAge'>;

const figuresOf = (row: AreaFigures): AreaFigures => ({
  learningCentres: row.learningCentres,
  learners: row.learners,
  outOfSchoolChildren: row.outOfSchoolChildren,
  households: row.households,
  communities: row.communities,
  outOfSchoolPrimaryAge: row.outOfSchoolPrimaryAge,
});

/** The published age groups overlapping the primary age. */
const OVERLAPPING = AGE_GROUPS.filter(([, from, to]) => from < PRIMARY_AGE.to && to > PRIMARY_AGE.from).map(([label]) => label);
const SEX_CELLS = [...SEXES, NOT_RECORDED];
const DERIVED = 'derived.';
/** The paths of the unpublished differences, per area. */
const DERIVED_PATHS = [`${DERIVED}overlapping`, `${DERIVED}overlap`, `${DERIVED}rest.total`, ...SEX_CELLS.map((sex) => `${DERIVED}rest.${sex}`)];

/** The relations between an area's primary-age counts and its other counts. */
function primaryAgeGroups(key: string): { total: string; parts: string[] }[] {
  const at = (path: string) => `${key}/${path}`;
  return [
    { total: at(`${DERIVED}overlapping`), parts: OVERLAPPING.map((label) => at(`outOfSchoolChildren.byAgeGroup.${label}`)) },
    { total: at(`${DERIVED}overlapping`), parts: [at('outOfSchoolPrimaryAge.total'), at(`${DERIVED}overlap`)] },
    { total: at('outOfSchoolChildren.total'), parts: [at('outOfSchoolPrimaryAge.total'), at(`${DERIVED}rest.total`)] },
    ...SEX_CELLS.map((sex) => ({
      total: at(`outOfSchoolChildren.bySex.${sex}`),
      parts: [at(`outOfSchoolPrimaryAge.bySex.${sex}`), at(`${DERIVED}rest.${sex}`)],
    })),
    { total: at(`${DERIVED}rest.total`), parts: SEX_CELLS.map((sex) => at(`${DERIVED}rest.${sex}`)) },
  ];
}

export interface Recovery {
  key: string;
  value: number;
}

export interface PublicAnswers {
  summary: SummaryAnswer;
  states: IndicatorRow[];
  zones: IndicatorRow[];
  programmes: ProgrammeAnswer[];
  /** The LGA answers of some states, and the ward answers of some LGAs (each whole). */
  lgas?: LgaIndicatorsAnswer[];
  wards?: WardIndicatorsAnswer[];
}

/**
 * What a reader may be assumed to know of the records of no known place, never published: of no
 * known state (`place` '?'), of a state but no known LGA (`kano/?`), of an LGA but no known ward
 * (`kano/dala/?`). null: not known.
 */
export type UnknownPlaces = (place: string, path: string) => number | null;

/** A ward's counts and the LGA path each one adds up to. */
const WARD_PATHS = {
  learningCentres: 'learningCentres.total',
  learners: 'learners.total',
  outOfSchoolChildren: 'outOfSchoolChildren.total',
  households: 'households',
  communities: 'communities',
} as const;

/** Every count of an area row by path, e.g. `learners.bySex.Male`, `households`. */
function pathsOf(row: AreaFigures): Map<string, Count> {
  const paths = new Map<string, Count>();
  for (const [section, value] of Object.entries(row)) {
    if (typeof value === 'number' || value === null) {
      paths.set(section, value);
      continue;
    }
    for (const [part, inner] of Object.entries(value as Record<string, Count | Record<string, Count>>)) {
      if (typeof inner === 'number' || inner === null) paths.set(`${section}.${part}`, inner);
      else for (const [cell, count] of Object.entries(inner)) paths.set(`${section}.${part}.${cell}`, count);
    }
  }
  return paths;
}

/** Each section's total and every breakdown of it. */
function rowGroupsOf(row: AreaFigures): { total: string; parts: string[] }[] {
  const groups: { total: string; parts: string[] }[] = [];
  for (const [section, value] of Object.entries(row)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [part, inner] of Object.entries(value as Record<string, unknown>)) {
      if (typeof inner === 'object' && inner !== null) {
        groups.push({ total: `${section}.total`, parts: Object.keys(inner).map((cell) => `${section}.${part}.${cell}`) });
      }
    }
  }
  return groups;
}

const summaryRow = ({ data }: SummaryAnswer): AreaFigures => ({
  learningCentres: { total: data.totals.learningCentres, byType: data.learningCentresByType },
  learners: { total: data.totals.learners, bySex: data.learnersBySex, bySchoolType: data.learnersBySchoolType },
  outOfSchoolChildren: { total: data.totals.outOfSchoolChildren, ...data.outOfSchoolChildren },
  households: data.totals.households,
  communities: data.totals.communities,
  outOfSchoolPrimaryAge: data.outOfSchoolPrimaryAge,
});

const PROGRESS_PATHS = {
  learningCentres: 'learningCentres.total',
  learners: 'learners.total',
  outOfSchoolChildren: 'outOfSchoolChildren.total',
  households: 'households',
} as const;

/**
 * What subtraction recovers. `unknownStates(path)`: the count of records without a known state
 * (part of the national figures only, never published) as far as a reader may be assumed to know
 * it (null: not known).
 */
export function recoverable(answers: PublicAnswers, unknownStates: (path: string) => number | null, unknownBelow: UnknownPlaces = () => 0): Recovery[] {
  const known = new Map<string, number | null>();
  const groups: { total: string; parts: string[] }[] = [];
  const see = (key: string, value: Count) => {
    const before = known.get(key);
    if (value === null) {
      if (before === undefined) known.set(key, null);
    } else if (before !== undefined && before !== null && before !== value) {
      throw new Error(`${key} is shown as ${before} and as ${value}`);
    } else known.set(key, value);
  };
  const area = (states: readonly string[] | null) => (states === null ? '*' : [...states].sort().join(','));
  const addRow = (key: string, row: AreaFigures) => {
    const paths = pathsOf(figuresOf(row));
    for (const [path, value] of paths) see(`${key}/${path}`, value);
    for (const group of rowGroupsOf(figuresOf(row))) groups.push({ total: `${key}/${group.total}`, parts: group.parts.map((p) => `${key}/${p}`) });
    groups.push(...primaryAgeGroups(key));
    return [...paths.keys(), ...DERIVED_PATHS];
  };

  const paths = addRow('*', summaryRow(answers.summary));
  for (const row of answers.states) addRow(area([row.slug]), row);
  for (const row of answers.zones) {
    addRow(area(row.states), row);
    for (const path of paths) groups.push({ total: `${area(row.states)}/${path}`, parts: row.states.map((s) => `${s}/${path}`) });
  }
  for (const path of paths) {
    see(`?/${path}`, unknownStates(path));
    groups.push({ total: `*/${path}`, parts: [...answers.zones.map((z) => `${area(z.states)}/${path}`), `?/${path}`] });
    groups.push({ total: `*/${path}`, parts: [...answers.states.map((s) => `${s.slug}/${path}`), `?/${path}`] });
  }
  const allStates = answers.states.map((s) => s.slug);
  const wide = [{ key: '*', states: allStates, paths }, ...answers.zones.map((z) => ({ key: area(z.states), states: z.states, paths }))];
  for (const { data } of answers.programmes) {
    const covered = data.progress.byState.map((s) => s.slug);
    for (const [measure, path] of Object.entries(PROGRESS_PATHS) as [keyof typeof PROGRESS_PATHS, string][]) {
      see(`${area(covered)}/${path}`, data.progress[measure]);
      for (const state of data.progress.byState) see(`${state.slug}/${path}`, state[measure]);
      groups.push({ total: `${area(covered)}/${path}`, parts: covered.map((s) => `${s}/${path}`) });
    }
    wide.push({ key: area(covered), states: covered, paths: Object.values(PROGRESS_PATHS) });
  }
  // An area within another: the outer figure minus the inner one is the sum of the states outside it.
  for (const outer of wide) {
    for (const inner of wide) {
      if (inner.key === outer.key || inner.key === '*' || !inner.states.every((s) => outer.states.includes(s))) continue;
      const rest = outer.states.filter((s) => !inner.states.includes(s));
      if (outer.key === '*') rest.push('?');
      for (const path of inner.paths.filter((p) => outer.paths.includes(p))) {
        groups.push({ total: `${outer.key}/${path}`, parts: [`${inner.key}/${path}`, ...rest.map((s) => `${s}/${path}`)] });
      }
    }
  }
  groups.push(...localGroups(answers, see, addRow, paths, unknownBelow));

  const recovered: Recovery[] = [];
  const hidden = new Set([...known].filter(([, value]) => value === null).map(([key]) => key));
  for (let progress = true; progress;) {
    progress = false;
    for (const group of groups) {
      const unknown = [group.total, ...group.parts].filter((key) => (known.get(key) ?? null) === null);
      if (unknown.length !== 1) continue;
      const [key] = unknown;
      const sumOfParts = group.parts.reduce((sum, part) => (part === key ? sum : sum + known.get(part)!), 0);
      const value = key === group.total ? sumOfParts : known.get(group.total)! - sumOfParts;
      known.set(key, value);
      // A published count shown hidden, or an unpublished difference small enough to single people out.
      if (hidden.has(key) || (key.includes(`/${DERIVED}`) && value >= 1 && value <= 4)) recovered.push({ key, value });
      progress = true;
    }
  }
  return recovered;
}

/** A state's cells and the same cells of its LGAs; an LGA's totals and its wards'. */
function localGroups(
  answers: PublicAnswers,
  see: (key: string, value: Count) => void,
  addRow: (key: string, row: AreaFigures) => string[],
  paths: readonly string[],
  unknownBelow: UnknownPlaces,
): { total: string; parts: string[] }[] {
  const groups: { total: string; parts: string[] }[] = [];
  for (const answer of answers.lgas ?? []) {
    const state = answer.state.slug;
    for (const row of answer.data) addRow(`${state}/${row.slug}`, row);
    for (const path of paths) {
      see(`${state}/?/${path}`, unknownBelow(`${state}/?`, path));
      groups.push({ total: `${state}/${path}`, parts: [...answer.data.map((row) => `${state}/${row.slug}/${path}`), `${state}/?/${path}`] });
    }
  }
  for (const answer of answers.wards ?? []) {
    const lga = `${answer.state.slug}/${answer.lga.slug}`;
    for (const [measure, path] of Object.entries(WARD_PATHS) as [keyof typeof WARD_PATHS, string][]) {
      for (const row of answer.data) see(`${lga}/${row.slug}/${path}`, row[measure]);
      see(`${lga}/?/${path}`, unknownBelow(`${lga}/?`, path));
      groups.push({ total: `${lga}/${path}`, parts: [...answer.data.map((row) => `${lga}/${row.slug}/${path}`), `${lga}/?/${path}`] });
    }
  }
  return groups;
}
