/**
 * The answer to a queued command: the admin who queued it may have left the page, or be signed
 * in on other devices. It goes to every back-office socket of theirs (room `inbox:{id}`, in every
 * process); when they have none, it waits in their notifications.
 */
import type { FastifyInstance } from 'fastify';
import type { CommandResult } from '../../src/domain/protocol';
import { notifyCommandFailure, notifyQueuedCommandResult } from '../notifications/triggers';
import type { Hub, InFlight } from './hub';

export async function reportQueuedResult(app: FastifyInstance, hub: Hub, entry: InFlight, event: string, result: CommandResult, timedOut: boolean): Promise<void> {
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
