/**
 * A CSV file sent to an admin route (the ward list, the population estimates): as text/csv
 * (UTF-8, BOM allowed) or as JSON {csv}. Unreadable text answers 400 naming the `csv` field.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../src/domain/constants';
import { CsvSyntaxError } from '../../src/domain/csvReader';
import { ApiError } from './errors';

export type CsvUploadBody = string | { csv: string };

export const invalidCsv = (message: string) => new ApiError(400, ERROR_CODES.validation, message, { csv: message });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Accepts raw text/csv bodies up to `limitBytes` in this plugin's scope. */
export function acceptCsvText(app: FastifyInstance, limitBytes: number): void {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: limitBytes }, (_request, body, done) => {
    try {
      done(null, utf8.decode(body as Buffer));
    } catch {
      done(invalidCsv('The file is not UTF-8 text.'), undefined);
    }
  });
}

/** The CSV text of an upload body; 400 when it is empty. */
export function csvOf(body: CsvUploadBody): string {
  const csv = typeof body === 'string' ? body : body.csv;
  if (csv.replace(/^\uFEFF/, '').trim() === '') throw invalidCsv('The CSV is empty.');
  return csv;
}

/** Runs CSV work, turning unreadable CSV (and the other errors named, e.g. a wrong header) into a 400. */
export async function readingCsv<T>(work: () => Promise<T>, ...readErrors: (abstract new (...args: never[]) => Error)[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CsvSyntaxError || readErrors.some((type) => error instanceof type)) throw invalidCsv((error as Error).message);
    throw error;
  }
}
