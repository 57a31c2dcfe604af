/** How a device row shows in the Data Explorer (spec 01 §3 Collector data rows). */
import { COMMAND_CENTRE } from '../../../domain/constants';
import { HIDDEN_ROW_FIELDS, SYNC_STATUSES, TABLE_ROW_FIELDS, UNKNOWN_SYNC_STATUS, type RowSyncStatus } from '../../../domain/protocol';

/** pending, synced or failed; anything else (or nothing) is unknown (spec 01 §4). */
export function rowSyncStatus(value: unknown): RowSyncStatus {
  return (SYNC_STATUSES as readonly unknown[]).includes(value) ? (value as RowSyncStatus) : UNKNOWN_SYNC_STATUS;
}

/**
 * The fields a card shows, syncStatus apart (the card's chip shows it): the table's own fields
 * for the six device tables, else the row without its bookkeeping fields.
 */
export function visibleFields(table: string, row: Record<string, unknown>): [string, unknown][] {
  const known = (TABLE_ROW_FIELDS as Record<string, readonly string[] | undefined>)[table];
  if (known) return known.map((field) => [field, row[field]]);
  const hidden = new Set<string>([...HIDDEN_ROW_FIELDS, 'syncStatus']);
  return Object.entries(row).filter(([field]) => !hidden.has(field));
}

/** More than 8 fields: a JSON tree instead of a grid (spec 01 §2.8). */
export function showsAsTree(fields: readonly unknown[]): boolean {
  return fields.length > COMMAND_CENTRE.maxGridFields;
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
