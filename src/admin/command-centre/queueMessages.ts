/** The alerts of commands that wait (issue 15 §4), as translation keys with their values (see ./messages.ts). */
import type { Message } from './messages';

const orUnknown = (error: string | undefined): string | Message => error || { key: 'adminCommon.unknownError' };

export const CQ_MESSAGES = {
  /** `command` is the command's name, shown as the code it is. */
  queued: (command: string, expiresAt: string): Message => ({ key: 'commandQueue.notices.queued', values: { command, expiresAt } }),
  queueRefused: (error: string | undefined): Message => ({ key: 'commandQueue.notices.refused', values: { error: orUnknown(error) } }),
  queuedSucceeded: (command: string): Message => ({ key: 'commandQueue.notices.succeeded', values: { command } }),
  queuedFailed: (command: string, error: string | undefined): Message => ({ key: 'commandQueue.notices.failed', values: { command, error: orUnknown(error) } }),
  cancelled: (command: string): Message => ({ key: 'commandQueue.notices.cancelled', values: { command } }),
  cancelFailed: (error: string | undefined): Message => ({ key: 'commandQueue.notices.cancelFailed', values: { error: orUnknown(error) } }),
} as const;
