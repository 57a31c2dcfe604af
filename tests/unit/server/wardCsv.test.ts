import { describe, expect, it } from 'vitest';
import { csvLines } from '../../../src/domain/csv';
import { CsvSyntaxError, parseCsv } from '../../../src/domain/csvReader';
import { resolveWardRows } from '../../../src/domain/locations/wardRows';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv (RFC 4180)', () => {
  it('reads plain fields with LF, CRLF and CR line ends, with or without a final line break', () => {
    expect(fields('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(fields('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(fields('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('drops a leading BOM', () => {
    expect(fields('\uFEFFstate,lga,ward\n')).toEqual([['state', 'lga', 'ward']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fields('x,"SOUTHERN AFAHA, ADAT IFANG 1","BOGORO """"A"""""\n')).toEqual([['x', 'SOUTHERN AFAHA, ADAT IFANG 1', 'BOGORO ""A""']]);
    expect(fields('"two\r\nlines",b\n"",""\n')).toEqual([
      ['two\r\nlines', 'b'],
      ['', ''],
    ]);
  });

  it('keeps empty fields and keeps quotes inside unquoted fields as text', () => {
    expect(fields('a,,c,\n')).toEqual([['a', '', 'c', '']]);
    expect(fields("IGBERE 'A',JAMA\"ARE\n")).toEqual([["IGBERE 'A'", 'JAMA"ARE']]);
  });

  it('numbers records by the line they start on, blank lines included', () => {
    const records = parseCsv('h\n\n"a\nb"\nc\n');
    expect(records.map((r) => r.row)).toEqual([1, 2, 3, 5]);
  });

  it('rejects a quoted field that is never closed, naming its row', () => {
    expect(() => parseCsv('a\nb\n"open,x\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\nb\n"open,x\n')).toThrow('Row 3');
  });

  it('reads a long file window by window, a quoted field across a window edge included, with the same rows', () => {
    const line = (i: number) => `${i},"note ${i}\nsecond line, with a comma","x""y"`;
    const text = `h1,h2,h3\r\n${Array.from({ length: 6000 }, (_, i) => line(i)).join('\r\n')}\n\nlast`;
    const records = parseCsv(text);
    expect(records).toHaveLength(6003);
    expect(records[1]).toEqual({ row: 2, fields: ['0', 'note 0\nsecond line, with a comma', 'x"y'] });
    expect(records[6000]).toEqual({ row: 2 + 5999 * 2, fields: ['5999', 'note 5999\nsecond line, with a comma', 'x"y'] });
    expect(records.slice(6001)).toEqual([
      { row: 12002, fields: [''] },
      { row: 12003, fields: ['last'] },
    ]);
  });

  it('names the row of a quoted field left open after many rows', () => {
    expect(() => parseCsv(`${'a,b\n'.repeat(40_000)}"open`)).toThrow('Row 40001: a quoted field is not closed.');
  });

  it('writes fields back so that they read the same', () => {
    for (const value of ['plain', 'a,b', 'BOGORO ""A""', 'x\ny']) expect(fields(csvLines([[value]]))).toEqual([[value]]);
  });
});

describe('resolveWardRows', () => {
  it('skips a header, resolves names or slugs and reports bad rows with their row number', () => {
    const { rows, rejected } = resolveWardRows(
      parseCsv(
        [
          'State,LGA,Ward,Latitude,Longitude',
          'Lagos,Ikeja,Alausa,6.6,3.35',
          'atlantis,x,y',
          'lagos,gotham,y',
          'lagos,ikeja,',
          'lagos,ikeja,Zed,91,3',
          'lagos,ikeja,Zed,6',
          'lagos,ikeja,Zed,abc,3',
          'lagos,ikeja',
          '',
          'akwa-ibom,oruk-anam,"IKOT IBRITAM I"',
        ].join('\n'),
      ),
    );
    expect(rows).toEqual([
      { row: 2, state: 'lagos', lga: 'ikeja', slug: 'alausa', name: 'Alausa', latitude: 6.6, longitude: 3.35 },
      { row: 11, state: 'akwa-ibom', lga: 'oruk-anam', slug: 'ikot-ibritam-i', name: 'Ikot Ibritam I', latitude: null, longitude: null },
    ]);
    expect(rejected.map((r) => r.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(rejected[0].reason).toBe('Unknown state "atlantis".');
    expect(rejected[1].reason).toBe('Unknown LGA "gotham" in Lagos.');
    expect(rejected[2].reason).toBe('The ward name is empty.');
    expect(rejected[3].reason).toMatch(/Latitude "91"/);
    expect(rejected[4].reason).toMatch(/both latitude and longitude/);
    expect(rejected[5].reason).toMatch(/Latitude "abc"/);
    expect(rejected[6].reason).toMatch(/Expected the columns/);
  });

  it('treats a first row that is not a header as data', () => {
    expect(resolveWardRows(parseCsv('lagos,ikeja,Alausa\n')).rows).toHaveLength(1);
  });

  it('gives a name repeated in one LGA a numbered slug in file order, per LGA', () => {
    const { rows } = resolveWardRows(parseCsv('kano,nasarawa,Gama\nkano,nasarawa,GAMA\nnasarawa,nasarawa,Gama\nkano,nasarawa,Gama 2\nkano,nasarawa,gama\n'));
    expect(rows.map((r) => `${r.state}/${r.slug}`)).toEqual(['kano/gama', 'kano/gama-2', 'nasarawa/gama', 'kano/gama-2-2', 'kano/gama-3']);
  });
});
