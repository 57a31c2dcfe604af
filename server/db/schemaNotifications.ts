/** Kysely type of migration 011: the notifications table. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columnTypes';

interface NotificationsTable {
  /** bigserial: arrives as a number (server/db/connection.ts parses int8). */
  id: Generated<number>;
  userId: number;
  kind: string;
  titleKey: string;
  textKey: string;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  link: string | null;
  createdAt: Timestamp;
  readAt: OptionalTimestamp;
}

export interface NotificationTables {
  notifications: NotificationsTable;
}
