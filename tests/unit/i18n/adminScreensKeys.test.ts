/**
 * The admin screens' keys that come from data (a table, a command, a status, a record type): each
 * item of the data has its key, in English and in Hausa; the spec's texts stay verbatim in English.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_ITEMS, STATUS_FILTERS, TABLE_LABEL_KEYS, VERIFY_LABEL_KEYS, VERIFY_TARGETS } from '../../../src/admin/command-centre/labels';
import { CC_MESSAGES, translateMessage, type Message } from '../../../src/admin/command-centre/messages';
import { recordTypeLabelKey } from '../../../src/admin/data-management/recordTypes';
import { KIND_LABEL_KEYS, STATUS_LABELS } from '../../../src/admin/outbox/labels';
import { TYPE_LABEL_KEYS } from '../../../src/admin/reports/labels';
import { PRESETS } from '../../../src/admin/reports/period';
import { MESSAGES } from '../../../src/domain/constants';
import { PERFORMANCE_RECORD_TYPES } from '../../../src/domain/performanceReport';
import { BATCH_COMMANDS, DEVICE_TABLES, SYNC_STATUSES, VERIFY_COMMANDS } from '../../../src/domain/protocol';
import { RECORD_TYPES, type RecordType } from '../../../src/domain/records';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { lookup, translateIn } from '../../../src/i18n/translate';
import { SPEC_RECORD_LABELS } from '../../helpers/specTexts';

const missingIn = (keys: readonly string[]) => keys.filter((key) => lookup(en, key) === undefined || lookup(ha, key) === undefined);

const inLanguage = (locale: 'en' | 'ha', message: Message) => translateMessage((key, options) => translateIn(locale, key, options), message);

describe('admin screens: keys from data', () => {
  it('names every device table, status filter, batch and verify command of the Command Centre', () => {
    expect(Object.keys(TABLE_LABEL_KEYS).sort()).toEqual([...DEVICE_TABLES].sort());
    expect(STATUS_FILTERS.map((filter) => filter.value)).toEqual(['all', ...SYNC_STATUSES]);
    expect(BATCH_ITEMS.map((item) => item.command).sort()).toEqual([...BATCH_COMMANDS].sort());
    expect(Object.keys(VERIFY_LABEL_KEYS).sort()).toEqual([...VERIFY_COMMANDS].sort());
    const targets = Object.values(VERIFY_TARGETS).flatMap((target) => (target ? [target.idKey, target.helpKey] : []));
    expect(targets).toHaveLength(6);
    const keys = [
      ...Object.values(TABLE_LABEL_KEYS),
      ...STATUS_FILTERS.map((filter) => filter.labelKey),
      ...BATCH_ITEMS.map((item) => item.labelKey),
      ...Object.values(VERIFY_LABEL_KEYS),
      ...targets,
    ];
    expect(missingIn(keys)).toEqual([]);
  });

  it('names every record type of the report, the periods, the data lists and the outbox kinds and statuses', () => {
    expect(Object.keys(TYPE_LABEL_KEYS).sort()).toEqual([...PERFORMANCE_RECORD_TYPES].sort());
    const keys = [
      ...Object.values(TYPE_LABEL_KEYS),
      ...PRESETS.map((preset) => preset.labelKey),
      ...(Object.keys(RECORD_TYPES) as RecordType[]).map(recordTypeLabelKey),
      ...Object.values(KIND_LABEL_KEYS),
      ...Object.values(STATUS_LABELS).map((status) => status.labelKey),
    ];
    expect(missingIn(keys)).toEqual([]);
  });

  it('keeps the English of the data lists equal to the record types’ own labels', () => {
    for (const type of Object.keys(RECORD_TYPES) as RecordType[]) {
      expect(recordTypeLabelKey(type)).toBe(RECORD_TYPES[type].labelKey);
      expect(lookup(en, recordTypeLabelKey(type))).toBe(SPEC_RECORD_LABELS[type]);
    }
  });

  it('words the guards as the spec does, the same text as the domain’s', () => {
    expect(lookup(en, 'guards.accessDeniedTitle')).toBe(MESSAGES.accessDeniedTitle);
    expect(lookup(en, 'guards.accessDenied')).toBe(MESSAGES.accessDenied);
    expect(lookup(en, 'guards.accountSuspendedTitle')).toBe(MESSAGES.accountSuspendedTitle);
    expect(lookup(en, 'guards.accountSuspended')).toBe(MESSAGES.accountSuspended);
  });

  it('translates every Command Centre alert in both languages, the command name kept as its code', () => {
    const messages: Message[] = [
      CC_MESSAGES.noCollector,
      CC_MESSAGES.noSocket,
      CC_MESSAGES.fetchFailed(undefined),
      CC_MESSAGES.batchFailed(undefined),
      CC_MESSAGES.batchTimedOut('extractAllData'),
      CC_MESSAGES.commandFailed('Boom'),
      CC_MESSAGES.downloadFailed(undefined),
      CC_MESSAGES.connectionTestSucceeded,
      CC_MESSAGES.fromDevice('Device connected'),
    ];
    for (const message of messages) {
      expect(lookup(en, message.key), message.key).toBeDefined();
      expect(lookup(ha, message.key), message.key).toBeDefined();
    }
    expect(inLanguage('en', CC_MESSAGES.downloadFailed('Gone.'))).toBe('The extraction could not be downloaded: Gone. Try again, or run the extraction again.');
    expect(inLanguage('en', CC_MESSAGES.fromDevice('Device connected'))).toBe('Device connected');
    // Hausa: the nested Unknown error is Hausa too; no key or placeholder is left in the text.
    const batchFailed = inLanguage('ha', CC_MESSAGES.batchFailed(undefined));
    expect(batchFailed).toContain(lookup(ha, 'adminCommon.unknownError'));
    expect(batchFailed).not.toMatch(/Unknown error|%\{|commandCentre\./);
    const timedOut = inLanguage('ha', CC_MESSAGES.batchTimedOut('extractAllData'));
    expect(timedOut).toContain("'extractAllData'");
    expect(timedOut).toContain('30');
    expect(timedOut).not.toBe(inLanguage('en', CC_MESSAGES.batchTimedOut('extractAllData')));
  });
});
