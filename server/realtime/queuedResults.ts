/**
 * Answers that no asking socket waits for. A queued command's: the admin who queued it may have
 * left the page, or be signed in on other devices; it goes to every back-office socket of theirs
 * (room `inbox:{id}`, in every process), and when they have none it waits in their notifications.
 * A command whose process died before it was answered (timed out by the sweep, ./commandLedger.ts)
 * is told the same way: a live one to the admin's back-office sockets and as a failure notification.
 */
import type { FastifyInstance } from 'fastify';
import { COMMAND_NAMES, EVENTS, PROTOCOL_ERRORS, isVerifyCommand, type CommandName, type CommandResult } from '../../src/domain/protocol';
import { notifyCommandFailure, notifyQueuedCommandResult } from '../notifications/triggers';
import type { AbandonedCommand } from './commandLedger';
import type { Hub, InFlight } from './hub';

type Asked = Pick<InFlight, 'requestId' | 'collectorId' | 'adminId' | 'command'>;

export async function reportQueuedResult(app: FastifyInstance, hub: Hub, entry: Asked, event: string, result: CommandResult, timedOut: boolean): Promise<void> {
  const { adminId } = entry;
  if (adminId === null) return;
  const error = result.ok ? null : (result.error ?? null);
  try {
    // The outcome is written first, so a history read on hearing the result shows it.
    await hub.journal.flush();
    if (await hub.hasInbox(adminId)) {
      hub.toInbox(adminId, event, result);
      // As for a live command: a failure is also kept in the notifications.
      if (!result.ok) await notifyCommandFailure(app, { ...entry, adminId, error, timedOut });
      return;
    }
    const outcome = result.ok ? 'succeeded' : timedOut ? 'timed-out' : 'failed';
    await notifyQueuedCommandResult(app, { adminId, collectorId: entry.collectorId, command: entry.command, requestId: entry.requestId, outcome, error });
  } catch (failure) {
    app.log.error({ err: failure }, 'queued command result could not be delivered');
  }
}

const isCommandName = (name: string): name is CommandName => (COMMAND_NAMES as readonly string[]).includes(name);

/** Tells the admin who asked that a command the sweep closed timed out (the process that sent it could not). */
export async function reportAbandoned(app: FastifyInstance, hub: Hub, row: AbandonedCommand, error: string): Promise<void> {
  const { adminId } = row;
  if (adminId === null || !isCommandName(row.command)) return;
  const entry: Asked = { requestId: row.requestId, collectorId: row.collectorId, adminId, command: row.command };
  const result: CommandResult = {
    requestId: row.requestId,
    collectorId: row.collectorId,
    command: row.command,
    ok: false,
    error,
    code: PROTOCOL_ERRORS.timeout,
  };
  const event = isVerifyCommand(row.command) ? EVENTS.verificationResult : EVENTS.result;
  if (row.expiresAt !== null) return reportQueuedResult(app, hub, entry, event, result, true);
  hub.toInbox(adminId, event, result);
  await notifyCommandFailure(app, { ...entry, adminId, error, timedOut: true });
}
