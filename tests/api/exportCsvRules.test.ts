/**
 * The export's two spellings of src/domain/csv.ts' rule agree with it on a table of tricky values:
 * the SQL cell (PGlite's lines) run on this test's database, and the rewrite of PostgreSQL's COPY
 * CSV, fed in every split of its chunks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { csvLines, safeCell } from '../../src/domain/csv';
import { CopyColumn, CopyCsvRewriter } from '../../server/dataTransfer/csvRewrite';
import { cellSql, lineSql, sqlText } from '../../server/dataTransfer/csvSql';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { loadPg } from '../../server/db/pgDriver';
import { TRICKY_TEXTS } from './exportCsv.samples';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The rewriter runs on PostgreSQL's COPY output, where pg is loaded; here it also runs on PGlite.
  await loadPg();
});
afterAll(async () => t.close());

/** What COPY (FORMAT csv) writes for a text: quoted when it holds a comma, quote, CR or LF, or is empty. */
const copyCell = (text: string | null) => (text === null ? '' : text === '' || /[,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

describe('the SQL cell', () => {
  it('is the guarded, quoted cell csvLines writes, for every tricky text and null', async () => {
    const values = [...TRICKY_TEXTS, '', null];
    const selects = values.map(
      (value, i) => `select ${i} as i, ${lineSql([cellSql(value === null ? 'null::text' : sqlText(value), 'text'), cellSql(sqlText('-7'), 'number')])} as line`,
    );
    const { rows } = await sql<{ i: number; line: string }>`${sql.raw(selects.join(' union all '))} order by i`.execute(t.app.db);
    expect(rows.map((row) => row.line)).toEqual(values.map((value) => csvLines([[safeCell(value), safeCell(-7)]])));
  });
});

describe('the COPY rewrite', () => {
  const values = [...TRICKY_TEXTS, '', null];
  const json = (value: string) => JSON.stringify(value === '' ? [] : [value, 'b']).replace(/","/g, '", "');
  const times = [
    '2024-05-30 06:21:37.562+00',
    '2024-05-30 06:21:37+00',
    '2024-05-30 06:21:37.5+00',
    '2024-05-30 06:21:37.291999+00',
    '1999-12-31 23:59:59.000001+00',
    '2024-05-30 08:21:37.5+02',
  ];
  const columns = [CopyColumn.Text, CopyColumn.Text, CopyColumn.Text, CopyColumn.Boolean, CopyColumn.Timestamp, CopyColumn.Json];
  const copy = values
    .map((value, i) => {
      const bool = i % 3 === 0 ? null : i % 3 === 1 ? 't' : 'f';
      return `${[copyCell(value), copyCell(value), '-3', bool ?? '', times[i % times.length], value === null ? '' : copyCell(json(value))].join(',')}\n`;
    })
    .join('');
  const expected = csvLines(
    values.map((value, i) => [
      safeCell(value),
      safeCell(value),
      safeCell(-3),
      safeCell(i % 3 === 0 ? null : i % 3 === 1),
      safeCell(new Date(times[i % times.length].replace(' ', 'T').replace(/\+(\d\d)$/, '+$1:00'))),
      safeCell(value === null ? null : JSON.parse(json(value))),
    ]),
  );

  it('gives the bytes csvLines gives, however COPY chunks its output', () => {
    const bytes = Buffer.from(copy);
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const rewriter = new CopyCsvRewriter(columns);
      const parts: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) parts.push(rewriter.rewrite(bytes.subarray(start, start + size)));
      expect(Buffer.concat(parts).toString()).toBe(expected);
      expect(rewriter.lines).toBe(values.length);
    }
  });
});
