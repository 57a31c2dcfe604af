/** The Command Centre's tables, statuses and commands as they show, and its small formats. */
import { COMMAND_CENTRE } from '../../domain/constants';
import { COMMAND_NAMES, type BatchCommand, type DeviceTable, type RowSyncStatus, type VerifyCommand } from '../../domain/protocol';
import { formatClock } from '../../i18n/format';
import type { StatusFilter } from './state/types';

/** The catalogue keys of the names the Command Centre shows for its tables, filters and commands. */
export const TABLE_LABEL_KEYS: Record<DeviceTable, string> = {
  schools: 'commandCentre.tables.schools',
  learners: 'commandCentre.tables.learners',
  staff: 'commandCentre.tables.staff',
  households: 'commandCentre.tables.households',
  communities: 'commandCentre.tables.communities',
  oosChildren: 'commandCentre.tables.oosChildren',
};

/** A queue item's table may be one the Data Explorer does not know: its own name then. */
export function tableLabelKey(table: string): string | undefined {
  return (TABLE_LABEL_KEYS as Partial<Record<string, string>>)[table];
}

export const STATUS_FILTERS: readonly { value: StatusFilter; labelKey: string }[] = [
  { value: 'all', labelKey: 'commandCentre.statusFilters.all' },
  { value: 'pending', labelKey: 'commandCentre.statusFilters.pending' },
  { value: 'synced', labelKey: 'commandCentre.statusFilters.synced' },
  { value: 'failed', labelKey: 'commandCentre.statusFilters.failed' },
];

export const SYNC_STATUS_COLORS: Record<RowSyncStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  synced: 'success',
  failed: 'error',
  unknown: 'default',
};

/** The Batch Operations menu (spec 01 §2.8), in its order. */
export const BATCH_ITEMS: readonly { command: BatchCommand; labelKey: string }[] = [
  { command: 'getExtractionSummary', labelKey: 'commandCentre.batch.getSummary' },
  { command: 'extractAllData', labelKey: 'commandCentre.batch.extractAll' },
  { command: 'extractImagesOnly', labelKey: 'commandCentre.batch.imagesOnly' },
  { command: 'extractFailedSyncOnly', labelKey: 'commandCentre.batch.failedOnly' },
  { command: 'testBatchService', labelKey: 'commandCentre.batch.testService' },
];

export const VERIFY_LABEL_KEYS: Record<VerifyCommand, string> = {
  verifySchool: 'commandCentre.verify.school',
  verifyCommunity: 'commandCentre.verify.community',
  verifyHousehold: 'commandCentre.verify.household',
  checkSyncConsistency: 'commandCentre.verify.checkSyncConsistency',
};

/** What a verify command asks for, when it asks for an ID: the field's label and its help. */
export const VERIFY_TARGETS: Partial<Record<VerifyCommand, { idKey: string; helpKey: string }>> = {
  verifySchool: { idKey: 'commandCentre.verify.schoolId', helpKey: 'commandCentre.verify.schoolHelp' },
  verifyCommunity: { idKey: 'commandCentre.verify.communityId', helpKey: 'commandCentre.verify.communityHelp' },
  verifyHousehold: { idKey: 'commandCentre.verify.householdId', helpKey: 'commandCentre.verify.householdHelp' },
};

/** The batch command's menu label key; an unknown command shows as its code. */
export function batchLabelKey(command: BatchCommand): string | undefined {
  return BATCH_ITEMS.find((item) => item.command === command)?.labelKey;
}

/** Tab labels are cut to 14 characters (spec 01 §2.8, §9). */
export function tabLabel(name: string): string {
  const limit = COMMAND_CENTRE.tabLabelLimit;
  return name.length > limit ? `${name.slice(0, limit)}…` : name;
}

export function formatTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatClock(date);
}

/** The catalogue key of a command's name in words; a command this build does not know shows as its code. */
export function commandWordKey(command: string): string | undefined {
  return (COMMAND_NAMES as readonly string[]).includes(command) ? `commandQueue.commands.${command}` : undefined;
}

/** A command's name in words in the reader's language, or its code when this build does not know it. */
export function commandText(command: string, translate: (key: string) => string): string {
  const key = commandWordKey(command);
  return key ? translate(key) : command;
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
