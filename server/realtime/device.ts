/**
 * Events from collector sockets: command and verification results (delivered to the requesting
 * admin socket only), device logs (to admins) and queue snapshots (stored). Each answers a device
 * that asks for an acknowledgement: `{ok: true}`, or `{ok: false, error, code}` naming the field
 * that does not hold, or saying the event was dropped (too many a second) or the session ended.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lineText, multilineText } from '../../src/domain/inputRules';
import { EVENTS, PROTOCOL_ERRORS, deviceLogSchema, queueSnapshotSchema, type DeviceLog } from '../../src/domain/protocol';
import { saveQueueSnapshot } from '../sync/queue';
import { invalidPayload, type DeviceAck, type Refusal } from './eventAnswers';
import type { Hub } from './hub';
import { reauthorise, type HubSocket } from './socketAuth';

/** Device logs and answers accepted per socket per second; the rest are dropped. */
const LOGS_PER_SECOND = 50;
const RESULTS_PER_SECOND = 200;

/** A socket's budget of one event per second (lazily made: most sockets never send these). */
interface Budget {
  windowStart: number;
  count: number;
}

const budgets = new WeakMap<HubSocket, Map<string, Budget>>();

/** Counts the event against the socket's budget for it: false once `limit` were taken this second. */
function withinBudget(socket: HubSocket, event: string, limit: number): boolean {
  let mine = budgets.get(socket);
  if (!mine) budgets.set(socket, (mine = new Map()));
  let budget = mine.get(event);
  if (!budget) mine.set(event, (budget = { windowStart: 0, count: 0 }));
  const now = Date.now();
  if (now - budget.windowStart >= 1000) {
    budget.windowStart = now;
    budget.count = 0;
  }
  budget.count += 1;
  return budget.count <= limit;
}

const dropped = (limit: number): Refusal => ({
  ok: false,
  error: `At most ${limit} of these events a second are taken; this one was dropped.`,
  code: PROTOCOL_ERRORS.rateLimited,
});
const ENDED: Refusal = { ok: false, error: 'Your session has ended.', code: PROTOCOL_ERRORS.unauthenticated };

const resultSchema = z.object({
  requestId: lineText().min(1).max(64),
  ok: z.boolean(),
  data: z.unknown().optional(),
  error: multilineText().max(4000).nullish(),
});

type ResultEvent = typeof EVENTS.result | typeof EVENTS.verificationResult;

/** cmd:result / verification:result of one socket (an unknown requestId may cost a message to every process). */
export async function handleDeviceResult(app: FastifyInstance, hub: Hub, socket: HubSocket, event: ResultEvent, raw: unknown, ack?: DeviceAck) {
  if (!withinBudget(socket, event, RESULTS_PER_SECOND)) return ack?.(dropped(RESULTS_PER_SECOND));
  if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.(ENDED);
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) return ack?.(invalidPayload(parsed.error.issues));
  const { requestId, ok, data, error } = parsed.data;
  hub.deliver(event, { requestId, collectorId: socket.data.userId, ok, data, error: error ?? undefined });
  ack?.({ ok: true });
}

export async function handleDeviceLog(app: FastifyInstance, hub: Hub, socket: HubSocket, raw: unknown, ack?: DeviceAck) {
  if (!withinBudget(socket, EVENTS.deviceLog, LOGS_PER_SECOND)) return ack?.(dropped(LOGS_PER_SECOND));
  if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.(ENDED);
  const parsed = deviceLogSchema.safeParse(raw);
  if (!parsed.success) return ack?.(invalidPayload(parsed.error.issues));
  const log: DeviceLog = { collectorId: socket.data.userId, ...parsed.data };
  hub.toAdmins(EVENTS.deviceLog, log);
  hub.deviceLogs.add(log);
  ack?.({ ok: true });
}

export async function handleQueueSnapshot(app: FastifyInstance, hub: Hub, socket: HubSocket, raw: unknown, ack?: DeviceAck) {
  if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.(ENDED);
  const parsed = queueSnapshotSchema.safeParse(raw);
  if (!parsed.success) return ack?.(invalidPayload(parsed.error.issues));
  await saveQueueSnapshot(app.db, socket.data.userId, parsed.data.payload);
  ack?.({ ok: true });
}
