/** The rows of a population CSV (src/domain/populationCsv.ts): what is accepted, normalised or refused, and why. */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/domain/csvReader';
import { POPULATION_CSV_COLUMNS } from '../../../src/domain/population';
import { PopulationHeaderError, populationKey, readAgeGroup, readPopulationRows } from '../../../src/domain/populationCsv';

const HEADER = POPULATION_CSV_COLUMNS.join(',');
const read = (...rows: string[]) => readPopulationRows(parseCsv([HEADER, ...rows].join('\n')));
const reasonOf = (row: string) => {
  const { rejected } = read(row);
  expect(rejected).toHaveLength(1);
  return rejected[0].reason;
};

describe('the population CSV rows', () => {
  it('needs the header first (any case, trailing commas, after a BOM and blank lines) and refuses the file otherwise', () => {
    expect(readPopulationRows(parseCsv(`\uFEFF\n${HEADER.toUpperCase()},,\nkano,,6-11,total,2024,5,S,L\n`)).rows).toHaveLength(1);
    expect(() => readPopulationRows(parseCsv('kano,,6-11,total,2024,5,S,L\n'))).toThrow(PopulationHeaderError);
    expect(() => readPopulationRows(parseCsv('state,lga,age_group,sex,year,population,source\n'))).toThrow(
      'The first row must be the header state,lga,age_group,sex,year,population,source,licence; found "state,lga,age_group,sex,year,population,source".',
    );
    expect(readPopulationRows(parseCsv(`${HEADER}\n`))).toEqual({ rows: [], rejected: [] });
  });

  it('reads the country, a state and an LGA by slug, name or common variant', () => {
    const { rows, rejected } = read(
      ',,6-11,total,2024,100,Source,Licence',
      'FCT,,6-11,female,2024,50,Source,Licence',
      'Abuja,Municipal Area Council,6-11,male,2024,20,Source,Licence',
      'akwa-ibom,ibeno,6-11,total,2024,7,Source,Licence',
    );
    expect(rejected).toEqual([]);
    expect(rows.map(({ state, lga }) => [state, lga])).toEqual([
      [null, null],
      ['fct', null],
      ['fct', 'abuja-municipal'],
      ['akwa-ibom', 'ibeno'],
    ]);
  });

  it('normalises age groups and sexes, and keys rows by area, age group, sex and year', () => {
    expect(readAgeGroup('06-11')).toBe('6-11');
    expect(readAgeGroup('5')).toBe('5');
    expect(readAgeGroup('7-7')).toBe('7');
    expect(readAgeGroup('12-6')).toEqual({ reason: 'Age group "12-6" runs backwards: write the younger age first.' });
    expect(readAgeGroup('6 to 11')).toEqual({ reason: 'Age group "6 to 11" is not an age or a range of ages like 6-11.' });
    const [row] = read('kano,,06-11,FEMALE,2024,007,  Source  text ,Licence').rows;
    expect(row).toEqual({
      row: 2,
      state: 'kano',
      lga: null,
      ageGroup: '6-11',
      sex: 'female',
      year: 2024,
      population: 7,
      source: 'Source text',
      licence: 'Licence',
    });
    expect(populationKey(row)).toBe(populationKey({ state: 'kano', lga: '', ageGroup: '6-11', sex: 'female', year: 2024 }));
    expect(populationKey(row)).not.toBe(populationKey({ ...row, year: 2025 }));
  });

  it('refuses populations that are not plain whole numbers, saying why', () => {
    expect(reasonOf('kano,,6-11,total,2024,1 500 000,S,L')).toBe('Population "1 500 000" has thousands separators: write the digits alone (1500000).');
    expect(reasonOf("kano,,6-11,total,2024,1'500,S,L")).toBe('Population "1\'500" has thousands separators: write the digits alone (1500).');
    expect(reasonOf('kano,,6-11,total,2024,1.5e6,S,L')).toBe('Population "1.5e6" is not a whole number (digits only, no decimals).');
    expect(reasonOf('kano,,6-11,total,2024,2147483648,S,L')).toBe('Population "2147483648" is larger than 2147483647.');
    expect(reasonOf('kano,,6-11,total,2024,,S,L')).toBe('The population is empty.');
    expect(read('kano,,6-11,total,2024,0,S,L').rows[0].population).toBe(0);
  });

  it('refuses the later of two rows with the same key, and counts blank and multi-line rows in the row numbers', () => {
    const { rows, rejected } = read('kano,,6-11,total,2024,1,"Two\nlines",L', '', 'Kano State,,6-11,Total,2024,2,S,L', 'kano,,6-11,total,2023,3,S,L');
    expect(rows.map((row) => [row.row, row.year])).toEqual([
      [2, 2024],
      [6, 2023],
    ]);
    expect(rejected).toEqual([{ row: 5, reason: 'Repeats row 2: the same area, age group, sex and year.' }]);
  });
});
