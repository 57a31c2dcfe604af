/**
 * Device log lines kept for the Telemetry screen: buffered and written in one insert per flush
 * (every FLUSH_MS), so a chatty device never waits on the database. At most MAX_BUFFERED lines
 * wait; past that the oldest are dropped and the loss is logged. The app flushes on close.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { DeviceLog } from '../../src/domain/protocol';
import type { Db } from '../db/connection';
import type { DeviceLogsTable } from '../db/schemaCommandCentre';
import { Flusher } from './flusher';

const FLUSH_MS = 500;
const MAX_BUFFERED = 5_000;
const INSERT_CHUNK = 1_000;

export class DeviceLogStore {
  private buffer: Array<Insertable<DeviceLogsTable>> = [];
  private dropped = 0;
  private readonly flusher: Flusher;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.flusher = new Flusher(FLUSH_MS, () => this.write(), log, 'device logs');
  }

  add(entry: DeviceLog): void {
    this.buffer.push({
      collectorId: Number(entry.collectorId),
      level: entry.level,
      category: entry.category,
      message: entry.message,
      deviceTime: entry.timestamp,
      receivedAt: new Date(),
    });
    if (this.buffer.length > MAX_BUFFERED) this.dropped += this.buffer.splice(0, this.buffer.length - MAX_BUFFERED).length;
    this.flusher.schedule();
  }

  flush(): Promise<void> {
    return this.flusher.flush();
  }

  private async write(): Promise<void> {
    const rows = this.buffer.splice(0);
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'device logs: lines dropped while the database was behind');
      this.dropped = 0;
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      // A line of a collector deleted meanwhile has no user to refer to: write the others.
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      await this.db
        .insertInto('deviceLogs')
        .values(chunk)
        .execute()
        .catch(async () => {
          const ids = [...new Set(chunk.map((row) => row.collectorId))];
          const known = new Set((await this.db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((u) => u.id));
          const valid = chunk.filter((row) => known.has(row.collectorId));
          if (valid.length) await this.db.insertInto('deviceLogs').values(valid).execute();
        });
    }
  }

  close(): Promise<void> {
    return this.flusher.close();
  }
}
