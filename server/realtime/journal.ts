/**
 * The answers to sent commands, written behind the relay: a device's answer (succeeded/failed) is
 * batched (one ledger write per flush, every FLUSH_MS) so that the database never sits on a
 * command's round trip. A command's row itself is written before it is relayed, and a time-out at
 * once, conditionally (./commandLedger.ts). The app flushes what is left when it closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { recordAnswers, type CommandAnswer } from './commandLedger';
import { Flusher } from './flusher';

const FLUSH_MS = 250;

export class CommandJournal {
  private answers: CommandAnswer[] = [];
  private readonly flusher: Flusher;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    this.flusher = new Flusher(FLUSH_MS, () => this.write(), log, 'device command journal');
  }

  /** A sent command's answer. */
  complete(requestId: string, status: CommandAnswer['status'], error: string | null = null): void {
    this.answers.push({ requestId, status, error, at: new Date() });
    this.flusher.schedule();
  }

  /** Writes everything recorded so far (one flush at a time, in order). */
  flush(): Promise<void> {
    return this.flusher.flush();
  }

  private async write(): Promise<void> {
    await recordAnswers(this.db, this.answers.splice(0));
  }

  close(): Promise<void> {
    return this.flusher.close();
  }
}
