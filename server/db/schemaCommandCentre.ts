/** Kysely types of migrations 005, 008 and 009: device commands, sync ingestions, queue snapshots, extractions, device logs. */
import type { Generated } from 'kysely';
import type { Json, OptionalTimestamp, Timestamp } from './columnTypes';
import type { CommandStatus } from '../../src/domain/recordQuality';

export type DeviceCommandStatus = CommandStatus;

export interface DeviceCommandsTable {
  id: Generated<number>;
  requestId: string;
  collectorId: number;
  adminId: number | null;
  /** The admin socket that asked: its answer goes there only. */
  adminSocketId: string | null;
  command: string;
  params: Json<Record<string, unknown>>;
  status: Generated<DeviceCommandStatus>;
  error: string | null;
  createdAt: Timestamp;
  sentAt: OptionalTimestamp;
  completedAt: OptionalTimestamp;
  /** A queued command not delivered by then is expired (migration 018); null: not queued. */
  expiresAt: OptionalTimestamp;
  /** How many times a queued command was handed to a device socket (migration 019): re-delivered once at most. */
  deliveries: Generated<number>;
}

/** Which record a device's localUUID became: makes the push idempotent. */
interface SyncIngestionsTable {
  collectorId: number;
  localUuid: string;
  deviceTable: string;
  recordId: number;
  createdAt: Timestamp;
}

interface SyncQueueSnapshotsTable {
  collectorId: number;
  items: Json<unknown[]>;
  itemCount: number;
  reportedAt: Timestamp;
}

interface DeviceExtractionsTable {
  id: string;
  collectorId: number;
  requestId: string | null;
  command: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Bundles uploaded before migration 009 only; newer ones are files (storagePath). */
  content: Uint8Array | null;
  /** The file's name under DATA_DIR/extractions (migration 009). */
  storagePath: string | null;
  sha256: string | null;
  summary: Json<Record<string, unknown>>;
  createdAt: Timestamp;
}

/** A log line a device streamed (telemetry), as received. */
export interface DeviceLogsTable {
  id: Generated<string>;
  collectorId: number;
  level: string;
  category: string;
  message: string;
  /** The device's own timestamp, as it sent it. */
  deviceTime: string;
  receivedAt: Timestamp;
}

export interface CommandCentreTables {
  deviceLogs: DeviceLogsTable;
  deviceCommands: DeviceCommandsTable;
  syncIngestions: SyncIngestionsTable;
  syncQueueSnapshots: SyncQueueSnapshotsTable;
  deviceExtractions: DeviceExtractionsTable;
}
