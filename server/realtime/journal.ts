/**
 * The `device_commands` table, written behind the relay: every command an admin sends, its status
 * (sent/failed/succeeded/timed-out) and its times. Writes are batched (one insert and one update
 * per flush, every FLUSH_MS; a command answered before its row is written is written once, with
 * its outcome) so that the database never sits on a command's round trip. The app flushes what is
 * left when it closes.
 */
import { sql, type Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { DeviceCommandStatus, DeviceCommandsTable } from '../db/schemaCommandCentre';
import { Flusher } from './flusher';

const FLUSH_MS = 250;

export interface JournalCommand {
  requestId: string;
  collectorId: number;
  adminId: number;
  adminSocketId: string;
  command: string;
  params: Record<string, unknown>;
}

interface Completion {
  requestId: string;
  status: Extract<DeviceCommandStatus, 'succeeded' | 'failed' | 'timed-out'>;
  error: string | null;
  at: Date;
}

export class CommandJournal {
  private inserts = new Map<string, Insertable<DeviceCommandsTable>>();
  private completions: Completion[] = [];
  private readonly flusher: Flusher;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    this.flusher = new Flusher(FLUSH_MS, () => this.write(), log, 'device command journal');
  }

  /** A command relayed to its collector (status sent) or refused at once (failed, e.g. offline). */
  record(command: JournalCommand, outcome: { status: 'sent' } | { status: 'failed'; error: string }): void {
    const now = new Date();
    this.inserts.set(command.requestId, {
      ...command,
      params: JSON.stringify(command.params),
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      createdAt: now,
      sentAt: outcome.status === 'sent' ? now : null,
      completedAt: outcome.status === 'failed' ? now : null,
    });
    this.schedule();
  }

  /** The end of a sent command: its answer, or its time-out. */
  complete(requestId: string, status: Completion['status'], error: string | null = null): void {
    const unwritten = this.inserts.get(requestId);
    if (unwritten) Object.assign(unwritten, { status, error, completedAt: new Date() });
    else this.completions.push({ requestId, status, error, at: new Date() });
    this.schedule();
  }

  private schedule(): void {
    this.flusher.schedule();
  }

  /** Writes everything recorded so far (one flush at a time, in order). */
  flush(): Promise<void> {
    return this.flusher.flush();
  }

  private async write(): Promise<void> {
    const inserts = [...this.inserts.values()];
    this.inserts.clear();
    const completions = this.completions.splice(0);
    if (inserts.length > 0) await this.insert(inserts);
    if (completions.length > 0) {
      const values = sql.join(completions.map((c) => sql`(${c.requestId}, ${c.status}, ${c.error}::text, ${c.at.toISOString()}::timestamptz)`));
      await sql`update device_commands as d set status = v.status, error = v.error, completed_at = v.completed_at
        from (values ${values}) as v(request_id, status, error, completed_at)
        where d.request_id = v.request_id and d.status = 'sent'`.execute(this.db);
    }
  }

  private async insert(rows: Array<Insertable<DeviceCommandsTable>>): Promise<void> {
    const write = (batch: typeof rows) => this.db.insertInto('deviceCommands').values(batch).onConflict((oc) => oc.column('requestId').doNothing()).execute();
    try {
      await write(rows);
    } catch {
      // A command to a user id that does not exist (or no longer does) has no row to refer to.
      const ids = [...new Set(rows.map((row) => row.collectorId))];
      const known = new Set((await this.db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((u) => u.id));
      const valid = rows.filter((row) => known.has(row.collectorId));
      if (valid.length) await write(valid);
    }
  }

  close(): Promise<void> {
    return this.flusher.close();
  }
}
