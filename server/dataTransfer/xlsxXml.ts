/**
 * SpreadsheetML as text: the cells of a worksheet's rows (inline strings, numbers, booleans, dates
 * as serial numbers) and the small fixed parts of a workbook. Strings are built directly, with no
 * object per cell, so a large export costs little more than its own text.
 */
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Excel keeps at most this many characters in a cell (and reports a longer one as damage). */
export const MAX_CELL_CHARACTERS = 32_767;
/** Excel's serial number of 1970-01-01 (its day 0 is 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;
/** The first id free for a workbook's own number formats (0–163 are built in). */
const FIRST_CUSTOM_FORMAT = 164;

/** Control characters XML 1.0 forbids, U+FFFE/U+FFFF and unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NEEDS_WORK = /[&<>"\r\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/** Text safe inside an element or a double-quoted attribute: escaped, forbidden characters dropped. */
export function escapeXml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(/[&<>"\r]/g, (character) => ENTITIES[character]);
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const styleAttribute = (style: number) => (style === 0 ? '' : ` s="${style}"`);

/** A cell's text cut to what Excel keeps. */
export const clippedText = (text: string): string => (text.length > MAX_CELL_CHARACTERS ? text.slice(0, MAX_CELL_CHARACTERS) : text);

/** Excel trims a string's outer whitespace unless told to keep it: the `<t>` tag that keeps it where there is some. */
export const textOpenTag = (text: string): string => (mayHaveOuterSpace(text) && OUTER_SPACE.test(text) ? '<t xml:space="preserve">' : '<t>');

const OUTER_SPACE = /^\s|\s$/;
/** Printable ASCII other than the space is never whitespace: most texts need no regular expression. */
const plainAscii = (code: number) => code > 0x20 && code < 0x7f;
const mayHaveOuterSpace = (text: string): boolean => !plainAscii(text.charCodeAt(0)) || !plainAscii(text.charCodeAt(text.length - 1));

export function textCell(ref: string, text: string, style = 0): string {
  const kept = clippedText(text);
  return `<c r="${ref}"${styleAttribute(style)} t="inlineStr"><is>${textOpenTag(kept)}${escapeXml(kept)}</t></is></c>`;
}

export const numberCell = (ref: string, value: number, style = 0): string => `<c r="${ref}"${styleAttribute(style)}><v>${value}</v></c>`;

export const booleanCell = (ref: string, value: boolean): string => `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;

/** A date as Excel's serial number of days (UTC), shown in `style`'s date format. */
/** A date as Excel's serial number of days (UTC). */
export const dateSerial = (date: Date): number => date.getTime() / DAY_MS + UNIX_EPOCH_SERIAL;

export const dateCell = (ref: string, date: Date, style: number): string => numberCell(ref, dateSerial(date), style);

/** A worksheet up to its first row: the header row frozen, the columns' widths. */
export function worksheetStart(widths: readonly number[]): string {
  const cols = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`
  );
}

export const WORKSHEET_END = '</sheetData></worksheet>';

export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

export function contentTypes(sheetCount: number): string {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const sheets = Array.from({ length: sheetCount }, (_, index) => `<Override PartName="/${sheetPath(index)}" ContentType="${type}.worksheet+xml"/>`).join('');
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${type}.styles+xml"/>${sheets}</Types>`
  );
}

export const PACKAGE_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export function workbook(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('');
  return `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

/** The workbook's relationships: its sheets as rId1…rIdN, then the styles. */
export function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) => `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('');
  return `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
}

/** Cell style 0 is plain, 1 bold (the header), 2… one per number format of `numFmts`, in order. */
export function styles(numFmts: readonly string[]): string {
  const formats = numFmts.map((code, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${escapeXml(code)}"/>`).join('');
  const formatted = numFmts
    .map((_, index) => `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
    .join('');
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  return (
    `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
    (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${formats}</numFmts>` : '') +
    `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + numFmts.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formatted}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}
