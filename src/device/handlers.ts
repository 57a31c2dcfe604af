/** What the device does for each command of spec 01 §7; each answers `{ok, data?, error?}`. */
import { VERIFY_TARGET_RECORDS } from '../domain/commands';
import { EXTRACTION_MAX_BYTES, type BatchCommand, type CommandOf, type CommandPayload, type VerificationData } from '../domain/protocol';
import type { ServerApi } from './api';
import { buildBundle, estimate, type PhotoOf } from './extract';
import type { DeviceLogger } from './logs';
import type { LocalStore } from './store';
import { reportSummaryQuietly, resendRecords, sendSummary } from './summary';
import { pushRows, type SyncOptions } from './sync';

export interface HandlerContext {
  api: ServerApi;
  store: LocalStore;
  log: DeviceLogger;
  sync: SyncOptions;
  /** After a sync: send the queue snapshot. */
  reportQueue: () => Promise<void>;
  /** The photos the device holds (none when absent). */
  photoOf?: PhotoOf;
}

export interface Outcome {
  ok: boolean;
  data?: unknown;
  error?: string;
}

async function sync(ctx: HandlerContext, status: 'pending' | 'failed'): Promise<Outcome> {
  const entries = ctx.store.withStatus(status);
  ctx.log.info('sync', status === 'pending' ? `Start sync: ${entries.length} pending record(s)` : `Retry: ${entries.length} failed record(s)`);
  const data = await pushRows(ctx.api, ctx.store, entries, ctx.log, ctx.sync);
  await ctx.reportQueue();
  await reportSummaryQuietly(ctx);
  ctx.log.info('sync', data.message);
  return { ok: true, data };
}

/** verifySchool / verifyCommunity / verifyHousehold: the ID is the device's localId (or the serverId it got). */
async function verifyOne(ctx: HandlerContext, command: CommandOf<'verifySchool' | 'verifyCommunity' | 'verifyHousehold'>): Promise<Outcome> {
  const target = VERIFY_TARGET_RECORDS[command.command];
  const id = Number((command as Record<string, unknown>)[target.idField]);
  const row = ctx.store.find(target.table, id) ?? ctx.store.rows(target.table).find((r) => r.serverId === id);
  if (!row) return { ok: true, data: { exists: false, message: `${target.noun} ${id} is not on this device` } satisfies VerificationData };
  const [answer] = (await ctx.api.verify([{ table: target.table, localUUID: row.localUUID }], true)).data;
  const label = `${target.noun} #${row.localId} (${String(row.name ?? row.householdHead ?? row.localUUID)})`;
  const data: VerificationData = answer.exists
    ? { exists: true, message: `${label} is on the server as id ${answer.serverId}`, serverData: answer.serverData }
    : { exists: false, message: `${label} is not on the server (device status: ${row.syncStatus})` };
  return { ok: true, data };
}

async function checkConsistency(ctx: HandlerContext): Promise<Outcome> {
  const entries = ctx.store.withStatus('synced').concat(ctx.store.withStatus('pending'), ctx.store.withStatus('failed'));
  if (entries.length === 0) return { ok: true, data: { exists: true, message: 'No records on this device' } };
  const answer = await ctx.api.verify(entries.map(({ table, row }) => ({ table, localUUID: row.localUUID })));
  const found = new Set(answer.data.filter((o) => o.exists).map((o) => o.localUUID));
  const syncedMissing = entries.filter(({ row }) => row.syncStatus === 'synced' && !found.has(row.localUUID));
  const unsyncedPresent = entries.filter(({ row }) => row.syncStatus !== 'synced' && found.has(row.localUUID));
  const consistent = syncedMissing.length === 0 && unsyncedPresent.length === 0;
  const message = consistent
    ? `All ${found.size} synced record(s) are on the server; nothing unsynced is there`
    : `${syncedMissing.length} synced record(s) missing on the server, ${unsyncedPresent.length} unsynced record(s) already there`;
  const serverData = {
    checked: entries.length,
    onServer: found.size,
    syncedMissing: syncedMissing.map(({ table, row }) => ({ table, localId: row.localId, localUUID: row.localUUID })),
    unsyncedPresent: unsyncedPresent.map(({ table, row }) => ({ table, localId: row.localId, localUUID: row.localUUID })),
  };
  return { ok: true, data: { exists: consistent, message, serverData } satisfies VerificationData };
}

async function extract(ctx: HandlerContext, command: CommandOf<BatchCommand>): Promise<Outcome> {
  const { command: kind, collectorId: _c, requestId, ...options } = command;
  if (kind === 'getExtractionSummary') return { ok: true, data: estimate(ctx.store, options, ctx.photoOf) };
  if (kind === 'testBatchService') {
    await ctx.api.health();
    const data = estimate(ctx.store, options, ctx.photoOf);
    return { ok: true, data: { ...data, message: `Batch service is working. ${data.message}` } };
  }
  ctx.log.info('batch', `${kind}: building the bundle`);
  const bundle = await buildBundle(ctx.store, kind, options, ctx.photoOf);
  // The server refuses a bigger bundle whole (413): say so without sending it.
  if (bundle.content.length > EXTRACTION_MAX_BYTES) {
    const size = `${(bundle.content.length / 1024 / 1024).toFixed(1)} MB`;
    return {
      ok: false,
      error: `The bundle is ${size}, over the ${EXTRACTION_MAX_BYTES / 1024 / 1024} MB the server takes: extract the failed records only, or fewer tables`,
    };
  }
  const uploaded = await ctx.api.uploadExtraction({ requestId, command: kind, summary: bundle.summary }, bundle.fileName, bundle.content);
  const message = `${bundle.summary.totalRecords} record(s) and ${bundle.summary.successfulImages} of ${bundle.summary.imageCount} image(s) extracted`;
  ctx.log.info('batch', `${kind}: ${message}`);
  return { ok: true, data: { extractionId: uploaded.data.extractionId, message, filePath: uploaded.data.filePath, summary: bundle.summary } };
}

function testLogs(ctx: HandlerContext): Outcome {
  ctx.log.info('test', 'Test log: info level');
  ctx.log.warn('test', 'Test log: warning level');
  ctx.log.error('test', 'Test log: error level');
  ctx.log.log('debug', 'test', 'Test log: debug level');
  return { ok: true, data: { message: '4 test log(s) sent', count: 4 } };
}

export async function runCommand(ctx: HandlerContext, command: CommandPayload): Promise<Outcome> {
  switch (command.command) {
    case 'startSync':
      return sync(ctx, 'pending');
    case 'retryFailed':
      return sync(ctx, 'failed');
    case 'fetchTable':
      return { ok: true, data: ctx.store.page(command.table, command.page, command.limit, command.syncStatus) };
    case 'verifySchool':
    case 'verifyCommunity':
    case 'verifyHousehold':
      return verifyOne(ctx, command);
    case 'checkSyncConsistency':
      return checkConsistency(ctx);
    case 'getExtractionSummary':
    case 'extractAllData':
    case 'extractImagesOnly':
    case 'extractFailedSyncOnly':
    case 'testBatchService':
      return extract(ctx, command);
    case 'clearTelemetry':
      return { ok: true, data: { message: `${ctx.log.clear()} telemetry entr(ies) cleared`, cleared: true } };
    case 'testDeviceLogs':
      return testLogs(ctx);
    case 'testConnection':
      return { ok: true, data: { message: 'Device connected', deviceTime: new Date().toISOString(), records: ctx.store.size } };
    case 'getSyncSummary':
      return { ok: true, data: await sendSummary(ctx) };
    case 'resendRecords':
      return { ok: true, data: await resendRecords(ctx, command) };
  }
}
