/**
 * The outcomes of sent commands in `device_commands`, written behind the relay: a device's answer
 * (succeeded/failed) is batched (one update per flush, every FLUSH_MS) so that the database never
 * sits on a command's round trip. A command's row itself is written before it is relayed
 * (./commandClaims.ts: a requestId is claimed once, in every process), and a time-out at once,
 * conditionally. The app flushes what is left when it closes.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { DeviceCommandStatus } from '../db/schemaCommandCentre';
import { Flusher } from './flusher';

const FLUSH_MS = 250;

/** A command as the relay writes it. */
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
  status: Extract<DeviceCommandStatus, 'succeeded' | 'failed'>;
  error: string | null;
  at: Date;
}

export class CommandJournal {
  private completions: Completion[] = [];
  private readonly flusher: Flusher;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    this.flusher = new Flusher(FLUSH_MS, () => this.write(), log, 'device command journal');
  }

  /** A sent command's answer. */
  complete(requestId: string, status: Completion['status'], error: string | null = null): void {
    this.completions.push({ requestId, status, error, at: new Date() });
    this.flusher.schedule();
  }

  /** Writes everything recorded so far (one flush at a time, in order). */
  flush(): Promise<void> {
    return this.flusher.flush();
  }

  private async write(): Promise<void> {
    const completions = this.completions.splice(0);
    if (completions.length === 0) return;
    const values = sql.join(completions.map((c) => sql`(${c.requestId}, ${c.status}, ${c.error}::text, ${c.at.toISOString()}::timestamptz)`));
    await sql`update device_commands as d set status = v.status, error = v.error, completed_at = v.completed_at
      from (values ${values}) as v(request_id, status, error, completed_at)
      where d.request_id = v.request_id and d.status = 'sent'`.execute(this.db);
  }

  close(): Promise<void> {
    return this.flusher.close();
  }
}
