/** CSV building for list exports: the domain's writer, every cell (headers too) through its formula guard. */
export { cellText, neutraliseFormula as neutraliseCell, toCsv, type CsvColumn } from '../../domain/csv';
