/** A short human label of a record, for lists and parent choices: its name as the form asked it. */
import type { DeviceTable } from '../../domain/protocol';

type Data = Record<string, unknown>;

const words = (...parts: unknown[]) =>
  parts
    .filter((part): part is string | number => (typeof part === 'string' || typeof part === 'number') && String(part).trim() !== '')
    .map((part) => String(part).trim())
    .join(' ');

const LABELS: Readonly<Record<DeviceTable, (data: Data) => string>> = {
  schools: (data) => words(data.schoolName),
  learners: (data) => words(data.firstName, data.lastName),
  staff: (data) => words(data.fullName),
  households: (data) => words(data.householdHead),
  communities: (data) => words(data.name),
  oosChildren: (data) => words(data.firstName, data.lastName),
};

/** The record's name; an empty string when the form has not got it yet. */
export function recordLabel(table: DeviceTable, data: Record<string, unknown>): string {
  return LABELS[table](data);
}
