/**
 * Events from collector sockets: command and verification results (delivered to the requesting
 * admin socket only), device logs (to admins) and queue snapshots (stored).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EVENTS, deviceLogSchema, queueSnapshotSchema, type DeviceLog } from '../../src/domain/protocol';
import { saveQueueSnapshot } from '../sync/queue';
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

const resultSchema = z.object({
  requestId: z.string().min(1).max(64),
  ok: z.boolean(),
  data: z.unknown().optional(),
  error: z.string().max(4000).nullish(),
});

type ResultEvent = typeof EVENTS.result | typeof EVENTS.verificationResult;

/** cmd:result / verification:result of one socket (an unknown requestId may cost a message to every process). */
export function deviceResultHandler(app: FastifyInstance, hub: Hub, socket: HubSocket, event: ResultEvent) {
  const allowed = perSecond(RESULTS_PER_SECOND);
  return async (raw: unknown) => {
    const parsed = resultSchema.safeParse(raw);
    if (!parsed.success || !allowed()) return;
    if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return;
    const { requestId, ok, data, error } = parsed.data;
    hub.deliver(event, { requestId, collectorId: socket.data.userId, ok, data, error: error ?? undefined });
  };
}

export function deviceLogHandler(app: FastifyInstance, hub: Hub, socket: HubSocket) {
  const allowed = perSecond(LOGS_PER_SECOND);
  return async (raw: unknown) => {
    if (!allowed()) return;
    const parsed = deviceLogSchema.safeParse(raw);
    if (!parsed.success) return;
    if (!(await reauthorise(app, socket, hub.options.deviceReauthMs))) return;
    const log: DeviceLog = { collectorId: socket.data.userId, ...parsed.data };
    hub.toAdmins(EVENTS.deviceLog, log);
    hub.deviceLogs.add(log);
  };
}

export async function handleQueueSnapshot(app: FastifyInstance, hub: Hub, socket: HubSocket, raw: unknown, ack?: (answer: { ok: boolean }) => void) {
  const parsed = queueSnapshotSchema.safeParse(raw);
  if (!parsed.success || !(await reauthorise(app, socket, hub.options.deviceReauthMs))) return ack?.({ ok: false });
  await saveQueueSnapshot(app.db, socket.data.userId, parsed.data.payload);
  ack?.({ ok: true });
}
