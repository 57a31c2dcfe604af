/**
 * A device command's life and the rules of commands that wait, written once: the
 * statuses and which moves between them are legal, how long and how many commands may wait for an
 * offline device, how often a queued one is handed over, and which device record each targeted
 * verification names. The command names and payloads are in ./protocol; any command may be queued.
 * Shared by the server's command ledger, the back office and the collector agent; framework-free.
 */
import { z } from 'zod';
import { wholeNumberField, type DeviceTable, type ProtocolErrorCode, type VerifyCommand } from './protocol';

// ---- Statuses and their moves ----

/** A device command's life: queued (device offline) → sent → succeeded / failed / timed-out; a queued one may expire or be cancelled. */
export const COMMAND_STATUSES = ['queued', 'sent', 'succeeded', 'failed', 'timed-out', 'expired', 'cancelled'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** Still waiting for its device or its answer; every other status is final. */
export const OPEN_COMMAND_STATUSES = ['queued', 'sent'] as const satisfies readonly CommandStatus[];

/**
 * Every move the ledger makes, with the statuses it may start from: a move from any other status
 * is refused, so of two processes racing on one command only the first moves it.
 * `redeliver` is the second and last hand-over of a queued command whose socket went away;
 * `release` gives back a hand-over that never reached its socket.
 */
export const COMMAND_TRANSITIONS = {
  claim: { from: ['queued'], to: 'sent' },
  redeliver: { from: ['sent'], to: 'sent' },
  release: { from: ['sent'], to: 'queued' },
  succeed: { from: ['sent'], to: 'succeeded' },
  fail: { from: ['sent'], to: 'failed' },
  timeOut: { from: ['sent'], to: 'timed-out' },
  expire: { from: ['queued'], to: 'expired' },
  cancel: { from: ['queued'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly CommandStatus[]; to: CommandStatus }>;
export type CommandTransition = keyof typeof COMMAND_TRANSITIONS;

/** Whether a command in `status` may make this move. */
export function transitionAllowed(transition: CommandTransition, status: CommandStatus): boolean {
  return (COMMAND_TRANSITIONS[transition].from as readonly CommandStatus[]).includes(status);
}

// ---- Commands that wait ----

/** Default and longest wait of a queued command (24 hours, 7 days). */
export const DEFAULT_QUEUE_EXPIRY_SECONDS = 24 * 60 * 60;
export const MAX_QUEUE_EXPIRY_SECONDS = 7 * 24 * 60 * 60;
/** Most commands waiting for one device: a device coming back is not flooded, and a stuck script cannot fill the table. */
export const MAX_QUEUED_PER_COLLECTOR = 100;
/** A queued command goes to a device socket at most this often: once, and once more if that socket went away without answering. */
export const MAX_QUEUED_HANDOVERS = 2;
/** The choices of expiry the Command Centre offers when it queues a command (seconds); the default is DEFAULT_QUEUE_EXPIRY_SECONDS. */
export const QUEUE_EXPIRY_CHOICES = [3600, 6 * 3600, DEFAULT_QUEUE_EXPIRY_SECONDS, 3 * 24 * 3600, MAX_QUEUE_EXPIRY_SECONDS] as const;

/** The queueing fields of `cmd:execute` beside the command's own. */
export const commandQueueSchema = z.object({
  queueIfOffline: z.boolean().default(false),
  expiresInSeconds: wholeNumberField(
    1,
    MAX_QUEUE_EXPIRY_SECONDS,
    `expiresInSeconds must be a whole number of seconds from 1 to ${MAX_QUEUE_EXPIRY_SECONDS}`,
  ).default(DEFAULT_QUEUE_EXPIRY_SECONDS),
});
/** The ack of `cmd:execute` when the command was queued for an offline collector. */
export interface QueuedAck {
  ok: true;
  requestId: string;
  status: 'queued';
  /** ISO time after which it is expired instead of delivered. */
  expiresAt: string;
}
/** The ack of `cmd:execute`: relayed or refused (with the protocol's error code), or queued for an offline collector. */
export type ExecuteAck = QueuedAck | { ok: boolean; requestId: string; error?: string; code?: ProtocolErrorCode };
/** One command as GET /api/admin/sync/commands lists it (times as ISO strings); the schema is the wire contract's. */
export type { CommandHistoryEntry } from './api/syncAdmin';

// ---- What a verification names ----

export type TargetedVerifyCommand = Exclude<VerifyCommand, 'checkSyncConsistency'>;

/**
 * The record a targeted verification names: the device table it is looked up in, the payload
 * field carrying its ID (spec 01 §7), and how the device's answer calls it.
 */
export const VERIFY_TARGET_RECORDS = {
  verifySchool: { table: 'schools', idField: 'schoolId', noun: 'School' },
  verifyCommunity: { table: 'communities', idField: 'communityId', noun: 'Community' },
  verifyHousehold: { table: 'households', idField: 'householdId', noun: 'Household' },
} as const satisfies Record<TargetedVerifyCommand, { table: DeviceTable; idField: string; noun: string }>;
