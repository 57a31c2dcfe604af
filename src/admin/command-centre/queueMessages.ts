/** The alerts of commands that wait, as translation keys with their values (see ./messages.ts). */
import { commandWordKey } from './labels';
import type { Message } from './messages';

const orUnknown = (error: string | undefined): string | Message => error || { key: 'adminCommon.unknownError' };

/** A command as the alert names it: in words, or as its code when this build does not know it. */
export function commandWord(command: string): string | Message {
  const key = commandWordKey(command);
  return key ? { key } : command;
}

export const CQ_MESSAGES = {
  queued: (command: string, expiresAt: string): Message => ({ key: 'commandQueue.notices.queued', values: { command: commandWord(command), expiresAt } }),
  queueRefused: (error: string | undefined): Message => ({ key: 'commandQueue.notices.refused', values: { error: orUnknown(error) } }),
  queuedSucceeded: (command: string): Message => ({ key: 'commandQueue.notices.succeeded', values: { command: commandWord(command) } }),
  queuedFailed: (command: string, error: string | undefined): Message => ({
    key: 'commandQueue.notices.failed',
    values: { command: commandWord(command), error: orUnknown(error) },
  }),
  cancelled: (command: string): Message => ({ key: 'commandQueue.notices.cancelled', values: { command: commandWord(command) } }),
  cancelFailed: (error: string | undefined): Message => ({ key: 'commandQueue.notices.cancelFailed', values: { error: orUnknown(error) } }),
} as const;
