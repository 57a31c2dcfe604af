/**
 * `cmd:execute` from an admin socket: validated per command, authorised (the session, user and
 * role re-read, see `reauthorise`), recorded and relayed to that collector's room only. A refusal
 * answers at once with `ok: false`, as the result event and, when the client asked, as the ack.
 * With `queueIfOffline`, a command for an offline collector waits for it (./queuedDelivery.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  COMMAND_NAMES,
  PROTOCOL_ERRORS,
  PROTOCOL_MESSAGES,
  commandPayloadSchema,
  newRequestId,
  type CommandName,
  type CommandResult,
  type ProtocolErrorCode,
} from '../../src/domain/protocol';
import { commandQueueSchema, type QueuedAck } from '../../src/domain/recordQuality';
import { ruleAllows } from '../../src/domain/routeAccess';
import { COMMAND_ACCESS } from '../../src/domain/socketAccess';
import { QUEUE_MESSAGES, enqueueCommand, isActiveCollector, queueIsFull } from './commandQueue';
import { resultEventFor, type Hub } from './hub';
import type { QueuedDelivery } from './queuedDelivery';
import { reauthorise, type HubSocket } from './socketAuth';

type Ack = (answer: { ok: boolean; requestId: string; error?: string; code?: ProtocolErrorCode } | QueuedAck) => void;

interface RawCommand {
  command?: unknown;
  collectorId?: unknown;
  requestId?: unknown;
}

function describeIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message)).join('; ');
}

export async function handleExecute(app: FastifyInstance, hub: Hub, queued: QueuedDelivery, socket: HubSocket, raw: unknown, ack?: Ack): Promise<void> {
  const input: RawCommand = raw && typeof raw === 'object' ? (raw as RawCommand) : {};
  const requestId = typeof input.requestId === 'string' && input.requestId.trim() ? input.requestId.trim() : newRequestId();
  const collectorId = Number(input.collectorId) || 0;
  const command = typeof input.command === 'string' && (COMMAND_NAMES as string[]).includes(input.command) ? (input.command as CommandName) : undefined;

  const refuse = (code: ProtocolErrorCode, error: string) => {
    const result: CommandResult = { requestId, collectorId, command, ok: false, error, code };
    socket.emit(resultEventFor(input.command), result);
    ack?.({ ok: false, requestId, error, code });
  };

  const user = await reauthorise(app, socket, hub.reauthMs);
  if (!user) return ack?.({ ok: false, requestId, error: 'Your session has ended.', code: PROTOCOL_ERRORS.unauthenticated });
  if (!command) return refuse(PROTOCOL_ERRORS.invalidCommand, `Unknown command "${String(input.command)}".`);

  if (!ruleAllows(COMMAND_ACCESS[command], user)) return refuse(PROTOCOL_ERRORS.forbidden, PROTOCOL_MESSAGES.forbidden);

  const parsed = commandPayloadSchema.safeParse({ ...input, requestId });
  if (!parsed.success) return refuse(PROTOCOL_ERRORS.invalidCommand, `Invalid ${command}: ${describeIssues(parsed.error.issues)}`);
  const payload = { ...parsed.data, requestId };
  const queueing = commandQueueSchema.safeParse(input);
  if (!queueing.success) return refuse(PROTOCOL_ERRORS.invalidCommand, `Invalid ${command}: ${describeIssues(queueing.error.issues)}`);

  if (hub.isInFlight(requestId)) return refuse(PROTOCOL_ERRORS.duplicateRequest, `The requestId ${requestId} is already in use.`);
  const journal = { requestId, collectorId: payload.collectorId, adminId: user.id, adminSocketId: socket.id, command, params: payload };
  if (!(await hub.isCollectorOnline(payload.collectorId))) {
    if (queueing.data.queueIfOffline) {
      if (!(await isActiveCollector(app.db, payload.collectorId))) return refuse(PROTOCOL_ERRORS.invalidCommand, QUEUE_MESSAGES.unknownCollector);
      if (await queueIsFull(app.db, payload.collectorId)) return refuse(PROTOCOL_ERRORS.queueFull, QUEUE_MESSAGES.full);
      const written = await enqueueCommand(app.db, journal, queueing.data.expiresInSeconds);
      if (!written) return refuse(PROTOCOL_ERRORS.duplicateRequest, `The requestId ${requestId} is already in use.`);
      ack?.({ ok: true, requestId, status: 'queued', expiresAt: written.expiresAt.toISOString() });
      // It may have come online since it was found offline.
      queued.offer(payload.collectorId);
      return;
    }
    hub.journal.record(journal, { status: 'failed', error: PROTOCOL_MESSAGES.collectorOffline });
    return refuse(PROTOCOL_ERRORS.collectorOffline, PROTOCOL_MESSAGES.collectorOffline);
  }
  hub.journal.record(journal, { status: 'sent' });
  hub.dispatch(payload, socket.id, user.id);
  ack?.({ ok: true, requestId });
}
