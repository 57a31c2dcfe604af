/**
 * The header a workbook gives an export column, the same label as on the screen: the record
 * field's label for the resource, else the export-only label (`exportColumns.*`), else the
 * column's own name; in the chosen language, English where Hausa has none. One rule for the
 * server's XLSX export and the lists' XLSX download.
 */
import type { AppLocale } from './locale';
import { CATALOGUES } from './catalogues';
import { lookup } from './translate';

const phrase = (locale: AppLocale, key: string) => lookup(CATALOGUES[locale], key) ?? lookup(CATALOGUES.en, key);

export function exportColumnLabel(locale: AppLocale, resource: string, column: string): string {
  return phrase(locale, `resources.${resource}.fields.${column}`) ?? phrase(locale, `exportColumns.${column}`) ?? column;
}
