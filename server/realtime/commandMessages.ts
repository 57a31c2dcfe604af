/**
 * The words a device command is closed or refused with by the server (its own device's errors
 * come from the device): kept in its row's `error` and sent in the answer to the admin.
 */
import { MAX_QUEUED_PER_COLLECTOR } from '../../src/domain/commands';
import { PROTOCOL_MESSAGES } from '../../src/domain/protocol';

export const QUEUE_MESSAGES = {
  expired: 'The command expired before the device came online.',
  cancelled: 'The command was cancelled before the device came online.',
  unknownCollector: 'There is no active collector with this id.',
  full: `${MAX_QUEUED_PER_COLLECTOR} commands already wait for this collector. Cancel some, or wait until the device comes online.`,
} as const;

/** The error a timed-out command is closed with. */
export function timeoutError(timeoutMs: number): string {
  return `${PROTOCOL_MESSAGES.timeout} (no answer within ${Math.round(timeoutMs / 1000)} s)`;
}
