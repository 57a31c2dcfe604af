/**
 * The CSV cells of an export spelled in SQL, so the database writes each line and Node only passes
 * bytes on: the same text as src/domain/csv.ts gives for the value the driver would have read
 * (cellText, then the formula guard, then csvLines' quoting), built from csv.ts' own constants.
 * tests/api/exportCsv.test.ts holds the two equal on tricky values and on every record type.
 */
import { CSV_QUOTE_TRIGGERS, FORMULA_GUARD_PREFIX, FORMULA_START_CHARACTERS } from '../../src/domain/csv';

/** A SQL string literal (E'' form, so tab, CR and LF are spelled out). */
export function sqlText(text: string): string {
  const body = text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\n/g, '\\n');
  return `E'${body}'`;
}

/** ascii() of the first character (0 for ''), compared with numbers: no substring is made per cell. */
const FORMULA_STARTS = FORMULA_START_CHARACTERS.map((character) => character.charCodeAt(0)).join(', ');
const GUARD = sqlText(FORMULA_GUARD_PREFIX);
const QUOTE_NEEDED = CSV_QUOTE_TRIGGERS.map((character) => `strpos(v, ${sqlText(character)}) > 0`).join(' or ');

/** `template` with every `v` (a whole word) replaced by the expression (which is then evaluated once per use). */
const withValue = (template: string, value: string) => template.replace(/\bv\b/g, `(${value})`);

/** Any text (null → ''): guarded, then quoted when csvLines would quote it. */
const TEXT_CELL =
  `case when v is null then '' ` +
  `when ${QUOTE_NEEDED} then '"' || (case when ascii(v) in (${FORMULA_STARTS}) then ${GUARD} else '' end) || replace(v, '"', '""') || '"' ` +
  `when ascii(v) in (${FORMULA_STARTS}) then ${GUARD} || v else v end`;

/** Number text, which can only start with '-' among the formula characters and never needs quotes. */
const NUMBER_CELL = `case when v is null then '' when ascii(v) = ${'-'.charCodeAt(0)} then ${GUARD} || v else v end`;

/**
 * float8 as JavaScript's String(number) spells it. PostgreSQL's shortest text is the same digits
 * (extra_float_digits 1, the default), but it switches to an exponent outside [1e-4, 1e15) where
 * JavaScript does outside [1e-6, 1e21), pads the exponent to two digits and keeps the sign of -0.
 */
const JS_FLOAT =
  `case when v = 0 then '0' when abs(v) >= 1e-4 and abs(v) < 1e15 then v::text ` +
  `else (select case ` +
  `when e between -6 and -1 then sign || '0.' || repeat('0', -e - 1) || digits ` +
  `when e between 15 and 20 and length(digits) <= e + 1 then sign || digits || repeat('0', e + 1 - length(digits)) ` +
  `when e between 15 and 20 then sign || left(digits, e + 1) || '.' || substr(digits, e + 2) ` +
  `else regexp_replace(t, 'e([-+])0*([0-9])', 'e\\1\\2') end ` +
  `from (select t, case when t like '-%' then '-' else '' end as sign, replace(substring(t from '^-?([0-9.]+)e'), '.', '') as digits, ` +
  `coalesce(substring(t from 'e([-+][0-9]+)$')::int, 0) as e from (select v::text as t) as printed) as parts) end`;

/** A float8 expression as the text String(number) gives. */
export const jsFloatSql = (expression: string) => withValue(JS_FLOAT, expression);

/** A timestamp as Date#toISOString spells it (to_char's MS truncates, as the driver's Date does). */
const ISO_TIME = `to_char(v at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A jsonb value as cellText gives it: a list's items joined with '; ' (null items as ''), a string as itself. */
const JSON_TEXT =
  `case jsonb_typeof(v) when 'array' then array_to_string(array(select jsonb_array_elements_text(v)), '; ', '') ` +
  `when 'string' then v #>> '{}' when 'null' then null else v::text end`;

/** How a column's value text becomes a cell: any text (guard and quotes), number text (guard) or plain. */
export type CellFormat = 'text' | 'number' | 'plain';

/** The SQL of a column's value as text (null for no value) and how to format it into a cell. */
export function cellValueSql(expression: string, dataType: string): { value: string; format: CellFormat } {
  switch (dataType) {
    case 'boolean':
      return { value: `${expression}::text`, format: 'plain' };
    case 'smallint':
    case 'integer':
    case 'bigint':
      return { value: `${expression}::text`, format: 'number' };
    case 'double precision':
    case 'real':
      return { value: jsFloatSql(`${expression}::float8`), format: 'number' };
    case 'timestamp with time zone':
      return { value: withValue(ISO_TIME, expression), format: 'plain' };
    case 'date':
      return { value: `${expression}::text`, format: 'plain' };
    case 'jsonb':
      return { value: withValue(JSON_TEXT, expression), format: 'text' };
    default:
      return { value: `${expression}::text`, format: 'text' };
  }
}

/** The SQL of one CSV cell (never null) from a value text computed once (a column of a subquery). */
export function cellSql(value: string, format: CellFormat): string {
  if (format === 'plain') return `coalesce(${value}, '')`;
  return withValue(format === 'number' ? NUMBER_CELL : TEXT_CELL, value);
}

/** One CSV line (CRLF ended) of cells already in SQL. */
export function lineSql(cells: readonly string[]): string {
  // concat_ws builds the line at once (a chain of || would copy the growing line per cell); a
  // function takes at most 100 arguments, so wide tables join groups of cells.
  const groups: string[] = [];
  for (let start = 0; start < cells.length; start += 90) groups.push(`concat_ws(',', ${cells.slice(start, start + 90).join(', ')})`);
  return `${groups.length === 1 ? groups[0] : `concat_ws(',', ${groups.join(', ')})`} || E'\\r\\n'`;
}
