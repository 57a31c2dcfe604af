/**
 * `cmd:execute` from an admin socket: authorised (the session, user and role re-read, see
 * `reauthorise`; then what the command needs), validated, claimed in the database (a requestId
 * is used once, in every process: ./commandLedger.ts) and relayed to that collector's room only.
 * A refusal answers at once with `ok: false` and an error naming the field, as the result event
 * and, when the client asked, as the ack. With `queueIfOffline`, a command for an offline
 * collector waits for it (./commandQueue.ts, ./queuedDelivery.ts).
 */
import type { FastifyInstance } from 'fastify';
import { idFromText } from '../../src/domain/inputRules';
import {
  COMMAND_NAMES,
  PROTOCOL_ERRORS,
  PROTOCOL_MESSAGES,
  commandPayloadSchema,
  newRequestId,
  requestIdSchema,
  type CommandName,
  type CommandResult,
  type ProtocolErrorCode,
} from '../../src/domain/protocol';
import { commandQueueSchema, type ExecuteAck } from '../../src/domain/commands';
import { ruleAllows } from '../../src/domain/routeAccess';
import { COMMAND_ACCESS } from '../../src/domain/socketAccess';
import { insertLive, type NewCommand } from './commandLedger';
import { QUEUE_MESSAGES } from './commandMessages';
import { enqueueCommand } from './commandQueue';
import { NOT_AN_OBJECT, describeIssues, isPayloadObject } from './eventAnswers';
import { resultEventFor, type Hub } from './hub';
import type { QueuedDelivery } from './queuedDelivery';
import { reauthorise, type HubSocket } from './socketAuth';

type Ack = (answer: ExecuteAck) => void;

/** How much of an unknown command name a refusal repeats. */
const NAME_SHOWN = 40;

/** Made once: a zod schema costs more to build than to run. */
const collectorIdField = idFromText();

const duplicateMessage = (requestId: string) => `requestId: ${requestId} was already used; every command needs a requestId of its own.`;

export async function handleExecute(app: FastifyInstance, hub: Hub, queued: QueuedDelivery, socket: HubSocket, raw: unknown, ack?: Ack): Promise<void> {
  const input = isPayloadObject(raw) ? raw : null;
  const askedId = requestIdSchema.safeParse(input?.requestId);
  // The answer to a payload whose requestId does not hold carries a new one: it must name some request.
  const requestId = askedId.success ? askedId.data : newRequestId();
  const askedCollector = collectorIdField.safeParse(input?.collectorId);
  const collectorId = askedCollector.success ? askedCollector.data : 0;
  const command = typeof input?.command === 'string' && (COMMAND_NAMES as string[]).includes(input.command) ? (input.command as CommandName) : undefined;

  const refuse = (code: ProtocolErrorCode, error: string) => {
    const result: CommandResult = { requestId, collectorId, command, ok: false, error, code };
    socket.emit(resultEventFor(input?.command), result);
    ack?.({ ok: false, requestId, error, code });
  };

  const user = await reauthorise(app, socket, hub.reauthMs);
  if (!user) return ack?.({ ok: false, requestId, error: 'Your session has ended.', code: PROTOCOL_ERRORS.unauthenticated });
  if (!input) return refuse(PROTOCOL_ERRORS.invalidCommand, NOT_AN_OBJECT);
  if (!command) return refuse(PROTOCOL_ERRORS.invalidCommand, `command: Unknown command "${String(input.command).slice(0, NAME_SHOWN)}".`);

  if (!ruleAllows(COMMAND_ACCESS[command], user)) return refuse(PROTOCOL_ERRORS.forbidden, PROTOCOL_MESSAGES.forbidden);

  const parsed = commandPayloadSchema.safeParse(input);
  const queueing = commandQueueSchema.safeParse(input);
  if (!parsed.success || !queueing.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(queueing.error?.issues ?? [])];
    return refuse(PROTOCOL_ERRORS.invalidCommand, `Invalid ${command}: ${describeIssues(issues)}`);
  }
  const payload = { ...parsed.data, requestId };
  const row: NewCommand = { requestId, collectorId: payload.collectorId, adminId: user.id, adminSocketId: socket.id, command, params: payload };

  if (!(await hub.isCollectorOnline(payload.collectorId))) {
    if (queueing.data.queueIfOffline) {
      const outcome = await enqueueCommand(app.db, row, queueing.data.expiresInSeconds);
      if (outcome.kind === 'unknownCollector') return refuse(PROTOCOL_ERRORS.invalidCommand, `collectorId: ${QUEUE_MESSAGES.unknownCollector}`);
      if (outcome.kind === 'full') return refuse(PROTOCOL_ERRORS.queueFull, QUEUE_MESSAGES.full);
      if (outcome.kind === 'duplicate') return refuse(PROTOCOL_ERRORS.duplicateRequest, duplicateMessage(requestId));
      ack?.({ ok: true, requestId, status: 'queued', expiresAt: outcome.expiresAt.toISOString() });
      // It may have come online since it was found offline.
      queued.offer(payload.collectorId);
      return;
    }
    const refused = await insertLive(app.db, row, { status: 'failed', error: PROTOCOL_MESSAGES.collectorOffline });
    if (refused === 'duplicate') return refuse(PROTOCOL_ERRORS.duplicateRequest, duplicateMessage(requestId));
    return refuse(PROTOCOL_ERRORS.collectorOffline, PROTOCOL_MESSAGES.collectorOffline);
  }
  const claim = await insertLive(app.db, row, { status: 'sent' });
  if (claim === 'duplicate') return refuse(PROTOCOL_ERRORS.duplicateRequest, duplicateMessage(requestId));
  if (claim === 'noCollector') return refuse(PROTOCOL_ERRORS.collectorOffline, PROTOCOL_MESSAGES.collectorOffline);
  hub.dispatch(payload, socket.id, user.id);
  ack?.({ ok: true, requestId });
}
