/** Reads a bulk-invite CSV into rows (fullName, email, role, phone?, state?); headers any case. */
import { CsvSyntaxError, parseCsv } from '../../src/domain/csvReader';
import { ApiError } from '../http/errors';

export const BULK_MAX_BYTES = 2 * 1024 * 1024;
const BULK_MAX_ROWS = 5000;
const REQUIRED = ['fullname', 'email', 'role'] as const;

export interface BulkRow {
  rowNumber: number;
  fullName: string;
  email: string;
  role: string;
  phone: string;
  state: string;
}

const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

export function parseBulkCsv(content: Buffer): BulkRow[] {
  if (content.length > BULK_MAX_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 2 MB. Split it into smaller files.');
  let records: string[][];
  try {
    records = parseCsv(content.toString('utf8'))
      .map((record) => record.fields.map((field) => field.trim()))
      .filter((fields) => fields.length > 1 || fields[0] !== ''); // blank lines are skipped
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new ApiError(400, 'INVALID_CSV', `The file is not a readable CSV: ${error.message.replace(/\.$/, '')}.`);
  }
  if (records.length === 0)
    throw new ApiError(400, 'INVALID_CSV', 'The file is empty. Put a header row (fullName,email,role,phone,state) and one row per person.');
  const headers = records[0].map(normaliseHeader);
  const missing = REQUIRED.filter((name) => !headers.includes(name));
  if (missing.length > 0) {
    throw new ApiError(400, 'INVALID_CSV', `The header row must name the columns fullName, email and role (missing: ${missing.join(', ')}).`);
  }
  const rows = records.slice(1);
  if (rows.length === 0) throw new ApiError(400, 'INVALID_CSV', 'The file has a header row but no people.');
  if (rows.length > BULK_MAX_ROWS) throw new ApiError(413, 'TOO_MANY_ROWS', `The file has ${rows.length} rows; at most ${BULK_MAX_ROWS} are accepted at once.`);
  const at = (row: string[], name: (typeof REQUIRED)[number] | 'phone' | 'state') => {
    const index = headers.indexOf(name);
    return index >= 0 ? (row[index] ?? '').trim() : '';
  };
  return rows.map((row, i) => ({
    rowNumber: i + 2,
    fullName: at(row, 'fullname'),
    email: at(row, 'email').toLowerCase(),
    role: at(row, 'role'),
    phone: at(row, 'phone'),
    state: at(row, 'state'),
  }));
}
