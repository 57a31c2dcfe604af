/** Kysely table types (camelCase; CamelCasePlugin maps them to snake_case columns). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json } from './columnTypes';
import type { AccountTables } from './schemaAccounts';
import type { CommandCentreTables } from './schemaCommandCentre';
import type { PublicTables } from './schemaPublic';
import type { QualityTables } from './schemaQuality';
import type { BackupTables } from './schemaBackups';
import type { NotificationTables } from './schemaNotifications';
import type { z } from 'zod';
import type { DeviceInfo } from '../../src/domain/deviceInfo';
import type { communitySchema, householdSchema, learnerSchema, outOfSchoolChildSchema, schoolSchema, staffSchema } from '../../src/domain/records';

interface RolesTable {
  id: Generated<number>;
  name: string;
  displayName: string;
  description: string;
  permissions: Json<string[]>;
  isSystem: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface UsersTable {
  id: Generated<number>;
  email: string;
  fullName: string;
  /** Null until an invited user sets a password. */
  passwordHash: string | null;
  roleId: number;
  isActive: Generated<boolean>;
  phone: string | null;
  state: string | null;
  lastLoginAt: Timestamp | null;
  lastSeenAt: Timestamp | null;
  /** The app version a collector's device reported when it last connected (migration 016). */
  appVersion: ColumnType<string | null, string | null | undefined, string | null>;
  /** The device a collector reported when it last connected with one, written as JSON text (migration 022). */
  device: ColumnType<DeviceInfo | null, string | null | undefined, string | null>;
  /** A collector's last successful POST /api/admin/sync/push (migration 016). */
  lastSyncAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Deleted (migration 019): kept with its audit trail and records, its e-mail held until the retention window ends. */
  deletedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface SessionsTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  /** The absolute end of the session, however often its token is refreshed. */
  expiresAt: Timestamp;
  lastRefreshedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  revokedReason: string | null;
  ip: string | null;
  userAgent: string | null;
  /** When and from where the session last called the API (written at most once a minute). */
  lastUsedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastUsedIp: ColumnType<string | null, string | null | undefined, string | null>;
}

interface AuditLogsTable {
  id: Generated<string>;
  userId: number | null;
  action: string;
  resource: string;
  resourceId: string | null;
  changes: Json<Record<string, unknown>> | null;
  ip: string | null;
  createdAt: Timestamp;
}

interface WardsTable {
  id: Generated<number>;
  state: string;
  lga: string;
  slug: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Reference datasets loaded into this database (migration 015). */
interface ReferenceDataLoadsTable {
  dataset: string;
  version: string;
  rows: number;
  loadedAt: ColumnType<Date, never, never>;
}

export interface Database extends RecordTables, AccountTables, CommandCentreTables, PublicTables, NotificationTables, QualityTables, BackupTables {
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  auditLogs: AuditLogsTable;
  wards: WardsTable;
  referenceDataLoads: ReferenceDataLoadsTable;
  pendingImports: PendingImportsTable;
}

// ---- Record tables (migration 002). Field columns follow the domain schemas' output types. ----

type FieldColumns<S extends z.ZodType> = {
  [K in keyof z.output<S>]-?: K extends 'schoolId'
    ? number | null
    : Exclude<z.output<S>[K], undefined> extends infer V
      ? V extends unknown[] | null
        ? ColumnType<V, string | null, string | null>
        : V
      : never;
};

interface RecordSystemColumns {
  id: Generated<number>;
  uuid: Generated<string>;
  collectorId: number | null;
  state: string | null;
  lga: string | null;
  ward: string | null;
  zone: string | null;
  syncStatus: Generated<string>;
  /** The import that wrote the row; hidden while that import is in `pendingImports`. */
  importBatchId: ColumnType<number | null, number | null | undefined, number | null>;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Review (migration 018): received until a reviewer decides (src/domain/recordQuality.ts). */
  reviewState: Generated<string>;
  reviewComment: string | null;
  reviewedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewedBy: number | null;
}

type SchoolsTable = RecordSystemColumns & FieldColumns<typeof schoolSchema>;
type CommunitiesTable = RecordSystemColumns & FieldColumns<typeof communitySchema>;
type LearnersTable = RecordSystemColumns & FieldColumns<typeof learnerSchema>;
type StaffTable = RecordSystemColumns & FieldColumns<typeof staffSchema>;
type HouseholdsTable = RecordSystemColumns & FieldColumns<typeof householdSchema> & { communityId: number | null };
type OosChildrenTable = RecordSystemColumns & FieldColumns<typeof outOfSchoolChildSchema> & { householdId: number | null; communityId: number | null };

export interface RecordTables {
  schools: SchoolsTable;
  communities: CommunitiesTable;
  learners: LearnersTable;
  staff: StaffTable;
  households: HouseholdsTable;
  oosChildren: OosChildrenTable;
}

/** Imports still writing their rows (server/records/visibility.ts). */
interface PendingImportsTable {
  id: Generated<number>;
  recordTable: string;
  /** `import`: an import being written; `bin`: the table's deleted records (migration 019), never published. */
  kind: Generated<'import' | 'bin'>;
  startedAt: Generated<Date>;
  touchedAt: Generated<Date>;
}
