/**
 * Rows read as arrays (../db/prepared.ts executePreparedColumns) skip pg's empty row object. pg
 * builds one for every statement run, whatever the row mode: a null-prototype object filled with
 * the column names just read from the RowDescription, then spread. Array rows never read it, and
 * in the server it was the largest single cost of a 58-column list page on PostgreSQL (about a
 * fifth of the request's CPU, measured with --cpu-prof on the bench database). Rows as objects
 * keep pg's own code.
 */
import type { FieldDef } from 'pg';
import type { PgDriver } from './pgDriver';

type TypeParser = (value: unknown) => unknown;

interface ResultInternals {
  rowAsArray: boolean;
  fields: FieldDef[];
  _parsers?: TypeParser[];
  _types?: { getTypeParser: (oid: number, format: 'text' | 'binary') => TypeParser };
  _prebuiltEmptyResultObject: unknown;
}

type AddFields = (this: ResultInternals, fields: FieldDef[]) => void;

export function skipEmptyRowsForArrays(pg: PgDriver): void {
  const prototype = (pg as unknown as { Result: { prototype: { addFields: AddFields } } }).Result.prototype;
  const objectRows = prototype.addFields;
  prototype.addFields = function addFields(this: ResultInternals, fields: FieldDef[]) {
    if (!this.rowAsArray) return objectRows.call(this, fields);
    this.fields = fields;
    const types = this._types ?? pg.types;
    if (fields.length > 0)
      this._parsers = fields.map((field) => types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text') as TypeParser);
    this._prebuiltEmptyResultObject = null;
  };
}
