import { describe, expect, it } from 'vitest';
import {
  COMMAND_STATUSES,
  COMMAND_TRANSITIONS,
  OPEN_COMMAND_STATUSES,
  VERIFY_TARGET_RECORDS,
  transitionAllowed,
  type CommandTransition,
} from '../../../src/domain/commands';
import { DEVICE_TABLES, commandPayloadSchema } from '../../../src/domain/protocol';

const transitions = Object.keys(COMMAND_TRANSITIONS) as CommandTransition[];

describe('the moves of a device command', () => {
  it('never move a command out of a final status', () => {
    const finals = COMMAND_STATUSES.filter((status) => !(OPEN_COMMAND_STATUSES as readonly string[]).includes(status));
    expect(finals).toEqual(['succeeded', 'failed', 'timed-out', 'expired', 'cancelled']);
    for (const transition of transitions) {
      for (const status of finals)
        expect({ transition, status, allowed: transitionAllowed(transition, status) }).toEqual({ transition, status, allowed: false });
    }
  });

  it('answer a device only for a sent command, and expire or cancel only a queued one', () => {
    expect(transitions.filter((transition) => transitionAllowed(transition, 'sent'))).toEqual(['redeliver', 'release', 'succeed', 'fail', 'timeOut']);
    expect(transitions.filter((transition) => transitionAllowed(transition, 'queued'))).toEqual(['claim', 'expire', 'cancel']);
  });
});

describe('the record a verification names', () => {
  it('is a device table and a field the command payload carries as an ID', () => {
    for (const [command, target] of Object.entries(VERIFY_TARGET_RECORDS)) {
      expect(DEVICE_TABLES).toContain(target.table);
      const parsed = commandPayloadSchema.parse({ command, collectorId: 3, [target.idField]: '42' });
      expect((parsed as Record<string, unknown>)[target.idField]).toBe(42);
      expect(commandPayloadSchema.safeParse({ command, collectorId: 3 }).success).toBe(false);
    }
  });
});
