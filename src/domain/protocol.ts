/**
 * The Command Centre protocol (spec 01 §2.8, §3, §7; DESIGN §6): event names, command names, the
 * zod schemas of every `cmd:execute` payload, the result shapes; the collector's local rows and
 * sync calls are in ./syncProtocol, re-exported here.
 * Shared by the server hub, the collector agent and the browser page; framework-free.
 * Described for app authors in docs/collector-protocol.md.
 */
import { z } from 'zod';
import { INT4_MAX, idFromText, lineText, multilineText } from './inputRules';
import type { OnlineCollectorEntry } from './api/syncAdmin';
import { DEVICE_TABLES, SYNC_STATUSES, type CollectorRow, type DeviceTable, type SyncStatus } from './syncProtocol';

export * from './syncProtocol';
export { EVENTS, SOCKET_PATH, SOCKET_TRANSPORTS, VERIFY_COMMANDS, DEVICE_LOGS_KEPT, isVerifyCommand, type EventName, type VerifyCommand } from './deviceWire';

/**
 * Roles a socket declares in its handshake `auth {token, role}`: `admin` (the Command Centre, and
 * the user's notifications), `collector` (a device), `user` (any signed-in back-office user who may
 * not use the Command Centre: their notifications only).
 */
export const CONNECTION_ROLES = ['admin', 'collector', 'user'] as const;
export type ConnectionRole = (typeof CONNECTION_ROLES)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_IMAGE_SIZE = 2_000_000;
export const REQUEST_ID_LENGTH = 21;
export const BATCH_TIMEOUT_MS = 30_000;
/** Most records one resendRecords command names. */
export const RESEND_MAX = 5000;

export const COMMANDS = {
  startSync: 'startSync',
  retryFailed: 'retryFailed',
  clearTelemetry: 'clearTelemetry',
  testDeviceLogs: 'testDeviceLogs',
  fetchTable: 'fetchTable',
  verifySchool: 'verifySchool',
  verifyCommunity: 'verifyCommunity',
  verifyHousehold: 'verifyHousehold',
  checkSyncConsistency: 'checkSyncConsistency',
  getExtractionSummary: 'getExtractionSummary',
  extractAllData: 'extractAllData',
  extractImagesOnly: 'extractImagesOnly',
  extractFailedSyncOnly: 'extractFailedSyncOnly',
  testBatchService: 'testBatchService',
  /** Test Connection button: the device answers at once (not in the spec's list). */
  testConnection: 'testConnection',
  /** Reconciliation: the device reports what it holds per table (PUT /api/admin/sync/summary) and answers the counts. */
  getSyncSummary: 'getSyncSummary',
  /** Reconciliation: the device marks these records pending again and pushes them. */
  resendRecords: 'resendRecords',
} as const;
export type CommandName = (typeof COMMANDS)[keyof typeof COMMANDS];
export const COMMAND_NAMES = Object.values(COMMANDS) as [CommandName, ...CommandName[]];

export const SIMPLE_COMMANDS = ['startSync', 'retryFailed', 'clearTelemetry', 'testDeviceLogs', 'testConnection', 'getSyncSummary'] as const;
export const BATCH_COMMANDS = ['getExtractionSummary', 'extractAllData', 'extractImagesOnly', 'extractFailedSyncOnly', 'testBatchService'] as const;
export type BatchCommand = (typeof BATCH_COMMANDS)[number];

/** Commands that change a device or pull data off it: manage_users. The rest: read_users or manage_users. */
export const MANAGE_COMMANDS: readonly CommandName[] = [
  'startSync',
  'retryFailed',
  'clearTelemetry',
  'extractAllData',
  'extractImagesOnly',
  'extractFailedSyncOnly',
  'resendRecords',
];
export function commandNeedsManage(command: CommandName): boolean {
  return MANAGE_COMMANDS.includes(command);
}
export function isBatchCommand(command: string): command is BatchCommand {
  return (BATCH_COMMANDS as readonly string[]).includes(command);
}

/**
 * A whole number sent as a number or as a string of digits, from `min` to `max`: never `true`,
 * `[]`, `1e3` or a number past what the device or the database can hold (z.coerce would take them).
 */
export const wholeNumberField = (min: number, max: number, error = 'Expected a whole number') =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, error).transform(Number)], { error })
    .pipe(z.number().int(error).min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

/** A client's request id: single-line text PostgreSQL can store (no NUL, no control character). */
export const requestIdSchema = lineText().min(1).max(64);
const requestId = requestIdSchema;
const collectorId = idFromText('collectorId must be the id of a collector (a positive whole number)');
const recordId = idFromText('An ID must be a positive whole number');
const base = { collectorId, requestId: requestId.optional() };

/** The batch options the Command Centre always sends (spec 01 §7). */
export const BATCH_OPTIONS = {
  includeImages: true,
  compressImages: true,
  maxImageSize: MAX_IMAGE_SIZE,
  includeFailedSync: true,
  includePendingSync: true,
} as const;
const batchFields = {
  includeImages: z.boolean().default(true),
  compressImages: z.boolean().default(true),
  maxImageSize: z.number().int().positive().max(MAX_IMAGE_SIZE).default(MAX_IMAGE_SIZE),
  includeFailedSync: z.boolean().default(true),
  includePendingSync: z.boolean().default(true),
};

const simple = <C extends string>(command: C) => z.object({ command: z.literal(command), ...base });
const batch = <C extends string>(command: C) => z.object({ command: z.literal(command), ...base, ...batchFields });

/** Every `cmd:execute` payload, validated by the server and received as-is by the device. */
export const commandPayloadSchema = z.discriminatedUnion('command', [
  simple('startSync'),
  simple('retryFailed'),
  simple('clearTelemetry'),
  simple('testDeviceLogs'),
  simple('testConnection'),
  z.object({
    command: z.literal('fetchTable'),
    ...base,
    table: z.enum(DEVICE_TABLES),
    page: wholeNumberField(1, INT4_MAX).default(1),
    limit: wholeNumberField(1, 100).default(DEFAULT_PAGE_SIZE),
    syncStatus: z.enum(SYNC_STATUSES).optional(),
  }),
  z.object({ command: z.literal('verifySchool'), ...base, schoolId: recordId }),
  z.object({ command: z.literal('verifyCommunity'), ...base, communityId: recordId }),
  z.object({ command: z.literal('verifyHousehold'), ...base, householdId: recordId }),
  simple('checkSyncConsistency'),
  batch('getExtractionSummary'),
  batch('extractAllData'),
  batch('extractImagesOnly'),
  batch('extractFailedSyncOnly'),
  batch('testBatchService'),
  simple('getSyncSummary'),
  z.object({
    command: z.literal('resendRecords'),
    ...base,
    items: z
      .array(z.object({ table: z.enum(DEVICE_TABLES), localUUID: lineText().min(1).max(64) }))
      .min(1)
      .max(RESEND_MAX),
  }),
]);
export type CommandPayloadInput = z.input<typeof commandPayloadSchema>;
/** What the device receives: validated, requestId always filled in by the server. */
export type CommandPayload = z.output<typeof commandPayloadSchema> & { requestId: string };
export type CommandOf<C extends CommandName> = Extract<CommandPayload, { command: C }>;

/** Handshake `auth` of a socket. */
export const socketAuthSchema = z.object({ token: z.string().min(1), role: z.enum(CONNECTION_ROLES) });
export type SocketAuth = z.infer<typeof socketAuthSchema>;
/** The app version a collector's device may report in its handshake `auth.appVersion` ("1.4.2", "2.0.0-beta.1"). */
export const appVersionSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/);
/** The handshake's app version, or null when it is missing or not a version. */
export const appVersionOf = (auth: unknown): string | null => {
  const version = typeof auth === 'object' && auth !== null && 'appVersion' in auth ? appVersionSchema.safeParse(auth.appVersion) : null;
  return version?.success ? version.data : null;
};
/** The device a collector reports in its handshake `auth.device` (web, app or agent; the browser for web). */
export { DEVICE_KINDS, deviceInfoOf, deviceInfoSchema, deviceLabel, type DeviceInfo, type DeviceKind } from './deviceInfo';

export const ONLINE_COLLECTOR_FIELDS = ['id', 'fullName', 'email'] as const;
/** One online collector, as the presence event and GET /api/admin/sync/online-collectors carry it. */
export type OnlineCollector = OnlineCollectorEntry;

/** cmd:result (spec 01 §3 Command result). `command` is an addition for the page's convenience. */
export interface CommandResult<T = unknown> {
  requestId: string;
  collectorId: number;
  command?: CommandName;
  ok: boolean;
  data?: T;
  error?: string;
  /** Machine-readable reason when the server answers (not the device): see PROTOCOL_ERRORS. */
  code?: ProtocolErrorCode;
}

export interface VerificationData {
  exists: boolean;
  message: string;
  serverData?: unknown;
}
/** verification:result (spec 01 §3 Verification result). */
export type VerificationResult = CommandResult<VerificationData>;

/** fetchTable's data: the page of rows and the total after the status filter. */
export interface TablePage<R = CollectorRow> {
  table: DeviceTable;
  page: number;
  limit: number;
  syncStatus?: SyncStatus;
  records: R[];
  total: number;
}

export interface ExtractionSummary {
  totalRecords: number;
  totalTables: number;
  successfulImages: number;
  imageCount: number;
  /** Bytes. */
  dataSize: number;
}
/** extractAllData / extractImagesOnly / extractFailedSyncOnly data (spec 01 §3 Batch extraction result). */
export interface ExtractionResultData {
  extractionId: string;
  message: string;
  /** Where an admin with manage_users downloads the bundle: `/api/admin/sync/extractions/{id}/download`. */
  filePath: string;
  summary: ExtractionSummary;
}
/** getExtractionSummary / testBatchService data. */
export interface ExtractionEstimateData {
  message: string;
  summary: { estimatedTables: number; estimatedRecords: number; estimatedImages: number };
}

/** startSync / retryFailed data. */
export interface SyncRunData {
  message: string;
  attempted: number;
  synced: number;
  failed: number;
}

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
/** device:log (spec 01 §3 Device log); collectorId is set by the server from the socket. */
export interface DeviceLog {
  collectorId: number;
  level: (typeof LOG_LEVELS)[number] | (string & {});
  timestamp: string;
  category: string;
  message: string;
}
export const deviceLogSchema = z.object({
  level: lineText().min(1).max(20),
  timestamp: lineText().min(1).max(40),
  category: lineText().min(1).max(60),
  message: multilineText().max(2000),
});
export const DEVICE_LOGS_SHOWN = 20;

export const PROTOCOL_ERRORS = {
  collectorOffline: 'COLLECTOR_OFFLINE',
  forbidden: 'FORBIDDEN',
  invalidCommand: 'INVALID_COMMAND',
  unauthenticated: 'UNAUTHENTICATED',
  deviceError: 'DEVICE_ERROR',
  timeout: 'TIMEOUT',
  duplicateRequest: 'DUPLICATE_REQUEST',
  /** Too many commands already wait for this collector. */
  queueFull: 'QUEUE_FULL',
  /** A device event (result, log, queue report) whose payload does not match its schema: the ack's error names the field. */
  invalidPayload: 'INVALID_PAYLOAD',
  /** A device sent more events a second than it may; this one was dropped. */
  rateLimited: 'RATE_LIMITED',
  /** The server failed while handling the event (logged); the client may try again. */
  internal: 'INTERNAL_ERROR',
} as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERRORS)[keyof typeof PROTOCOL_ERRORS];
export const PROTOCOL_MESSAGES = {
  collectorOffline: 'Collector is offline. The command was not delivered.',
  forbidden: 'You do not have permission to run this command.',
  timeout: 'The collector did not answer in time.',
  internal: 'The server could not handle this event. Try again.',
  connectionLost: "The device's connection was lost before it answered. The command may not have run; send it again once it is online.",
} as const;

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
/** A 21-character URL-safe request id (spec 01 §7). */
export function newRequestId(): string {
  const bytes = new Uint8Array(REQUEST_ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
