/**
 * The PostgreSQL driver (pg), loaded only by a process that uses PostgreSQL (DATABASE_URL): a
 * start on the embedded default does not read or compile it. Loading it sets the type parsers
 * every pg connection of the process relies on, and lets rows read as arrays skip pg's empty row
 * (./pgArrayRows.ts).
 */
import type pgModule from 'pg';
import { skipEmptyRowsForArrays } from './pgArrayRows';

export type PgDriver = typeof pgModule;

let driver: PgDriver | undefined;

// A calendar date stays the yyyy-MM-dd text it is (spec 02 §5), never a Date at local midnight.
export const DATE_OID = 1082;
const INT8_OID = 20;

export async function loadPg(): Promise<PgDriver> {
  if (!driver) {
    const { default: pg } = await import('pg');
    // int8 (count(*), bigserial) arrives as a string by default; our counts fit in a JS number.
    pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));
    pg.types.setTypeParser(DATE_OID, (value: string) => value);
    skipEmptyRowsForArrays(pg);
    driver = pg;
  }
  return driver;
}

/** pg, once loadPg() has run (every path that opens PostgreSQL runs it first). */
export function loadedPg(): PgDriver {
  if (!driver) throw new Error('The PostgreSQL driver is not loaded: call loadPg() first.');
  return driver;
}
