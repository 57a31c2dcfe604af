/**
 * A timestamptz read as the ISO text the API answers (`2024-05-30T06:21:37.562Z`, as
 * Date#toISOString writes it), from PostgreSQL's text without making a Date: for a list page's
 * sixty-odd times that is most of what parsing them cost. The fast path takes the UTC spelling
 * (`2024-05-30 06:21:37.562345+00`, a session in UTC) and keeps whole milliseconds, truncated, as
 * the driver's Date did; any other spelling (another time zone, a year past 9999, BC, infinity)
 * goes through the driver's own parser.
 */
export const TIMESTAMPTZ_OID = 1184;

const SPACE = 0x20;
const DOT = 0x2e;
const PLUS = 0x2b;

/** `parse`: the driver's parser for anything else (to a Date, or the text as it is). */
export function isoTimestamp<T>(text: string, parse: (text: string) => T): string | T {
  const length = text.length;
  // yyyy-MM-dd HH:mm:ss[.f{1,6}]+00
  if (length >= 22 && length <= 29 && length !== 23 && text.charCodeAt(10) === SPACE && text.charCodeAt(length - 3) === PLUS && text.endsWith('+00')) {
    if (length === 22) return `${text.slice(0, 10)}T${text.slice(11, 19)}.000Z`;
    if (text.charCodeAt(19) === DOT)
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${text
        .slice(20, length - 3)
        .padEnd(3, '0')
        .slice(0, 3)}Z`;
  }
  const value = parse(text);
  return value instanceof Date ? value.toISOString() : value;
}
