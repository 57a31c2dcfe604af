/**
 * The device protocol's names and limits that a device needs at run time, without a schema: the web
 * collector's first load carries this, not zod. protocol.ts and syncProtocol.ts re-export it (one
 * place); docs/collector-protocol.md describes it.
 */

/** The device's six local tables (spec 01 §2.8 Data Explorer). */
export const DEVICE_TABLES = ['schools', 'learners', 'staff', 'households', 'communities', 'oosChildren'] as const;
export type DeviceTable = (typeof DEVICE_TABLES)[number];

export const SOCKET_PATH = '/socket.io';
export const SOCKET_TRANSPORTS = ['websocket'] as const;

export const EVENTS = {
  /** admin → server → collector: run a command. */
  execute: 'cmd:execute',
  /** collector → server → requesting admin: a command's result. */
  result: 'cmd:result',
  /** collector → server → requesting admin: a verification's result. */
  verificationResult: 'verification:result',
  /** collector → server → admins who may read users. */
  deviceLog: 'device:log',
  /** server → admins: the online collectors changed; payload {data: OnlineCollector[]}. (not in the spec) */
  presence: 'presence:update',
  /** collector → server: its sync queue snapshot; payload {payload: SyncQueueItem[]}. (not in the spec) */
  queueSnapshot: 'sync:queue',
  /** server → a socket whose session ended (revoked, suspended, role changed) just before it is disconnected; {code, message}. */
  sessionEnded: 'session:ended',
  /** server → collector: the review of one of its records changed; payload DeviceReviewItem. */
  recordReview: 'record:review',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export const VERIFY_COMMANDS = ['verifySchool', 'verifyCommunity', 'verifyHousehold', 'checkSyncConsistency'] as const;
export type VerifyCommand = (typeof VERIFY_COMMANDS)[number];
export function isVerifyCommand(command: string): command is VerifyCommand {
  return (VERIFY_COMMANDS as readonly string[]).includes(command);
}

/** Device logs a device keeps (its telemetry). */
export const DEVICE_LOGS_KEPT = 200;

/** POST /api/admin/sync/push: at most this many records per call. */
export const SYNC_PUSH_MAX = 500;
/** Most items one GET /api/admin/sync/reviews answers; `until` then says where to continue. */
export const DEVICE_REVIEWS_MAX = 1000;
/** Where a device uploads an extraction bundle (multipart: requestId, command, summary JSON, then file `bundle`). */
export const EXTRACTION_UPLOAD_FIELD = 'bundle';
