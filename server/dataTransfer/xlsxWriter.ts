/**
 * An XLSX workbook written as a stream (./zipStream): sheets one after another, each fed rows as
 * SpreadsheetML text (./xlsxXml); the parts that list the sheets are written once the last sheet
 * is closed. Nothing is kept per row, so memory does not grow with the row count.
 */
import type { Writable } from 'node:stream';
import { contentTypes, PACKAGE_RELS, sheetPath, styles, workbook, workbookRels, worksheetStart, WORKSHEET_END } from './xlsxXml';
import { ZipStream, type ZipStreamOptions } from './zipStream';

/** The style of a header cell (bold). */
export const HEADER_STYLE = 1;

export interface XlsxWriterOptions {
  /** Number formats the cells may use; `styleOf` gives each one's cell style. */
  numFmts?: readonly string[];
  zip?: ZipStreamOptions;
}

export class XlsxWriter {
  private readonly zip: ZipStream;
  private readonly numFmts: readonly string[];
  private readonly sheetNames: string[] = [];
  private sheetOpen = false;

  constructor(output: Writable, options: XlsxWriterOptions = {}) {
    this.zip = new ZipStream(output, options.zip);
    this.numFmts = options.numFmts ?? [];
  }

  /** Whether the output was closed (the client went away). */
  get abandoned(): boolean {
    return this.zip.abandoned;
  }

  /** The cell style showing values in `numFmt`, one of the writer's number formats. */
  styleOf(numFmt: string): number {
    const index = this.numFmts.indexOf(numFmt);
    if (index === -1) throw new Error(`Number format "${numFmt}" was not given to the XLSX writer`);
    return HEADER_STYLE + 1 + index;
  }

  /** Opens the next sheet (closing the current one): header row frozen, columns `widths` wide. */
  async startSheet(name: string, widths: readonly number[]): Promise<void> {
    if (this.sheetOpen) await this.endSheet();
    this.zip.startEntry(sheetPath(this.sheetNames.length));
    this.sheetNames.push(name);
    this.sheetOpen = true;
    await this.zip.write(worksheetStart(widths));
  }

  /** Appends `<row>` elements to the open sheet; resolves once the output has room for more. */
  async writeRows(xml: string | Buffer): Promise<void> {
    if (!this.sheetOpen) throw new Error('No XLSX sheet is open');
    await this.zip.write(xml);
  }

  async endSheet(): Promise<void> {
    if (!this.sheetOpen) return;
    await this.zip.write(WORKSHEET_END);
    await this.zip.closeEntry();
    this.sheetOpen = false;
  }

  /** Closes the workbook and ends the output. */
  async finish(): Promise<void> {
    await this.endSheet();
    const count = this.sheetNames.length;
    await this.zip.addEntry('xl/styles.xml', styles(this.numFmts));
    await this.zip.addEntry('xl/workbook.xml', workbook(this.sheetNames));
    await this.zip.addEntry('xl/_rels/workbook.xml.rels', workbookRels(count));
    await this.zip.addEntry('_rels/.rels', PACKAGE_RELS);
    await this.zip.addEntry('[Content_Types].xml', contentTypes(count));
    await this.zip.finish();
  }

  /** Stops writing for good (the client went away, or building the rows failed). */
  abort(): void {
    this.zip.abort();
  }
}
