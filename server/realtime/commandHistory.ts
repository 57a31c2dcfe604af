/**
 * The device commands as the Command Centre's history lists them: newest first, with who sent
 * them. A queued command past its expiry reads `expired` even before the sweep has written it.
 */
import { sql } from 'kysely';
import type { CommandStatus } from '../../src/domain/commands';
import type { Db } from '../db/connection';
import { QUEUE_MESSAGES } from './commandMessages';

export interface CommandHistoryFilter {
  collectorId?: number;
  status?: CommandStatus;
  limit: number;
}

export interface CommandHistoryItem {
  requestId: string;
  collectorId: number;
  command: string;
  status: CommandStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date | null;
  adminId: number | null;
  adminName: string | null;
}

const effectiveStatus = sql<CommandStatus>`case when d.status = 'queued' and d.expires_at <= now() then 'expired' else d.status end`;

export async function listCommands(db: Db, filter: CommandHistoryFilter): Promise<CommandHistoryItem[]> {
  let query = db
    .selectFrom('deviceCommands as d')
    .leftJoin('users as a', 'a.id', 'd.adminId')
    .select([
      'd.requestId',
      'd.collectorId',
      'd.command',
      'd.error',
      'd.createdAt',
      'd.sentAt',
      'd.completedAt',
      'd.expiresAt',
      'd.adminId',
      'a.fullName as adminName',
    ])
    .select(effectiveStatus.as('status'))
    .orderBy('d.id', 'desc')
    .limit(filter.limit);
  if (filter.collectorId !== undefined) query = query.where('d.collectorId', '=', filter.collectorId);
  if (filter.status !== undefined) query = query.where(effectiveStatus, '=', filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    error: row.status === 'expired' && row.error === null ? QUEUE_MESSAGES.expired : row.error,
  }));
}
