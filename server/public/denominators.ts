/**
 * The population of primary age for each area (src/domain/population.ts), read from the stored
 * estimates: the latest year with a total (or both sexes) for the country, a state or an LGA; for
 * a wider area (a zone), the sum of its states for the latest year all of them have.
 */
import type { Denominator } from '../../src/domain/api/publicRates';
import { PRIMARY_AGE, type PopulationSex } from '../../src/domain/population';
import type { Db } from '../db/connection';
import { areaKey, type StateSet } from './figures';

type Figure = { population: number; source: string; licence: string; demo: boolean };
/** area key ('*', a state slug or `state/lga`) → year → sex → figure. */
type Estimates = Map<string, Map<number, Map<PopulationSex, Figure>>>;

export class Denominators {
  private constructor(private readonly byArea: ReadonlyMap<string, ReadonlyMap<number, Denominator>>) {}

  static none(): Denominators {
    return new Denominators(new Map());
  }

  static async load(db: Db): Promise<Denominators> {
    const rows = await db
      .selectFrom('populationEstimates')
      .select(['state', 'lga', 'sex', 'year', 'population', 'source', 'licence', 'demo'])
      .where('ageGroup', '=', PRIMARY_AGE.label)
      .execute();
    const estimates: Estimates = new Map();
    for (const row of rows) {
      const area = row.state === '' ? '*' : row.lga === '' ? row.state : `${row.state}/${row.lga}`;
      const years = estimates.get(area) ?? new Map<number, Map<PopulationSex, Figure>>();
      const sexes = years.get(row.year) ?? new Map<PopulationSex, Figure>();
      sexes.set(row.sex, { population: Number(row.population), source: row.source, licence: row.licence, demo: row.demo });
      years.set(row.year, sexes);
      estimates.set(area, years);
    }
    const byArea = new Map<string, Map<number, Denominator>>();
    for (const [area, years] of estimates) {
      const usable = new Map<number, Denominator>();
      for (const [year, sexes] of years) {
        const denominator = denominatorOf(year, sexes);
        if (denominator) usable.set(year, denominator);
      }
      if (usable.size > 0) byArea.set(area, usable);
    }
    return new Denominators(byArea);
  }

  /** The denominator of an area as ./figures names it, or null where none is stored. */
  of(states: StateSet): Denominator | null {
    const key = areaKey(states);
    const own = this.byArea.get(key);
    if (own) return own.get(Math.max(...own.keys()))!;
    if (states === null || states.size < 2) return null;
    return this.sumOf([...states]);
  }

  /** The sum over several states for the latest year every one of them has; null if there is none. */
  private sumOf(states: string[]): Denominator | null {
    const lists = states.map((state) => this.byArea.get(state));
    if (lists.some((years) => years === undefined)) return null;
    const common = [...lists[0]!.keys()].filter((year) => lists.every((years) => years!.has(year)));
    if (common.length === 0) return null;
    const parts = lists.map((years) => years!.get(Math.max(...common))!);
    const sum = (sex: 'total' | 'female' | 'male') => (parts.every((part) => part[sex] !== null) ? parts.reduce((n, part) => n + part[sex]!, 0) : null);
    const distinct = (field: 'source' | 'licence') => [...new Set(parts.map((part) => part[field]))].join('; ');
    return {
      ageGroup: PRIMARY_AGE.label,
      year: parts[0].year,
      total: sum('total'),
      female: sum('female'),
      male: sum('male'),
      source: distinct('source'),
      licence: distinct('licence'),
      demo: parts.some((part) => part.demo),
    };
  }
}

/** One area's year: the total row, or female + male when only they are stored; null without either. */
function denominatorOf(year: number, sexes: ReadonlyMap<PopulationSex, Figure>): Denominator | null {
  const female = sexes.get('female');
  const male = sexes.get('male');
  const total = sexes.get('total')?.population ?? (female && male ? female.population + male.population : undefined);
  if (total === undefined) return null;
  const named = sexes.get('total') ?? female!;
  return {
    ageGroup: PRIMARY_AGE.label,
    year,
    total,
    female: female?.population ?? null,
    male: male?.population ?? null,
    source: named.source,
    licence: named.licence,
    demo: [...sexes.values()].some((figure) => figure.demo),
  };
}
