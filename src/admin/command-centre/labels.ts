/** Display names of the Command Centre's tables, statuses and commands. */
import { COMMAND_CENTRE } from '../../domain/constants';
import type { BatchCommand, DeviceTable, RowSyncStatus, VerifyCommand } from '../../domain/protocol';
import type { StatusFilter } from './state/types';

export const TABLE_LABELS: Record<DeviceTable, string> = {
  schools: 'Schools',
  learners: 'Learners',
  staff: 'Staff',
  households: 'Households',
  communities: 'Communities',
  oosChildren: 'OOS Children',
};

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'synced', label: 'Synced' },
  { value: 'failed', label: 'Failed' },
];

export const SYNC_STATUS_COLORS: Record<RowSyncStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  synced: 'success',
  failed: 'error',
  unknown: 'default',
};

/** The Batch Operations menu (spec 01 §2.8), in its order. */
export const BATCH_ITEMS: readonly { command: BatchCommand; label: string }[] = [
  { command: 'getExtractionSummary', label: 'Get Summary' },
  { command: 'extractAllData', label: 'Extract All' },
  { command: 'extractImagesOnly', label: 'Images Only' },
  { command: 'extractFailedSyncOnly', label: 'Failed Only' },
  { command: 'testBatchService', label: 'Test Service' },
];

export const VERIFY_LABELS: Record<VerifyCommand, string> = {
  verifySchool: 'Verify School',
  verifyCommunity: 'Verify Community',
  verifyHousehold: 'Verify Household',
  checkSyncConsistency: 'Check Sync Consistency',
};

/** What a verify command asks for, when it asks for an ID. */
export const VERIFY_TARGETS: Partial<Record<VerifyCommand, string>> = {
  verifySchool: 'School',
  verifyCommunity: 'Community',
  verifyHousehold: 'Household',
};

export function batchLabel(command: BatchCommand): string {
  return BATCH_ITEMS.find((item) => item.command === command)?.label ?? command;
}

/** Tab labels are cut to 14 characters (spec 01 §2.8, §9). */
export function tabLabel(name: string): string {
  const limit = COMMAND_CENTRE.tabLabelLimit;
  return name.length > limit ? `${name.slice(0, limit)}…` : name;
}

export function formatTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleTimeString();
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
