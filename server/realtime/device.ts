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

/** A per-socket budget of events per second: false once it is spent. */
function perSecond(limit: number): () => boolean {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    return ++count <= limit;
  };
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
export function deviceResultHandler(app: FastifyInstance, hub: Hub, socket: HubSocket, event: ResultEvent) {
  const allowed = perSecond(RESULTS_PER_SECOND);
  return async (raw: unknown, ack?: DeviceAck) => {
    if (!allowed()) return ack?.(dropped(RESULTS_PER_SECOND));
    if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.(ENDED);
    const parsed = resultSchema.safeParse(raw);
    if (!parsed.success) return ack?.(invalidPayload(parsed.error.issues));
    const { requestId, ok, data, error } = parsed.data;
    hub.deliver(event, { requestId, collectorId: socket.data.userId, ok, data, error: error ?? undefined });
    ack?.({ ok: true });
  };
}

export function deviceLogHandler(app: FastifyInstance, hub: Hub, socket: HubSocket) {
  const allowed = perSecond(LOGS_PER_SECOND);
  return async (raw: unknown, ack?: DeviceAck) => {
    if (!allowed()) return ack?.(dropped(LOGS_PER_SECOND));
    if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.(ENDED);
    const parsed = deviceLogSchema.safeParse(raw);
    if (!parsed.success) return ack?.(invalidPayload(parsed.error.issues));
    const log: DeviceLog = { collectorId: socket.data.userId, ...parsed.data };
    hub.toAdmins(EVENTS.deviceLog, log);
    hub.deviceLogs.add(log);
    ack?.({ ok: true });
  };
}

export async function handleQueueSnapshot(app: FastifyInstance, hub: Hub, socket: HubSocket, raw: unknown, ack?: DeviceAck) {
  if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.(ENDED);
  const parsed = queueSnapshotSchema.safeParse(raw);
  if (!parsed.success) return ack?.(invalidPayload(parsed.error.issues));
  await saveQueueSnapshot(app.db, socket.data.userId, parsed.data.payload);
  ack?.({ ok: true });
}
