/** Cells that a spreadsheet would run as a formula (= + - @, tab, CR) are prefixed with a quote. */
export function neutraliseCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
