/**
 * When candidate search runs: in the background after each sync push, for the children and
 * learners that push created, and on demand over every record of a type (and state) as a job
 * whose progress is kept in this process. Both work one record at a time with short queries and
 * give the event loop back between chunks, so the embedded database's one connection is never held
 * for long and other requests go on meanwhile. Deleted records are left out (never checked nor counted).
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DuplicateCheckJob } from '../../src/domain/api/duplicates';
import type { SyncPushOutcome } from '../../src/domain/protocol';
import type { Db } from '../db/connection';
import { dynamic } from '../records';
import { published } from '../records/visibility';
import { checkRecord } from './candidates';
import { ALL_KINDS, kindOfDeviceTable, type DuplicateKind } from './kinds';

const CHUNK = 100;
const JOBS_KEPT = 20;
/** A record new to the server, or one a device re-sent with corrections, is searched again. */
const CHECKED_OUTCOMES: ReadonlySet<string> = new Set(['created', 'updated']);

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class DuplicateChecks {
  private readonly jobs = new Map<string, DuplicateCheckJob>();
  private readonly queue: { kind: DuplicateKind; id: number }[] = [];
  private draining: Promise<void> | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  /** Set when the after-sync queue must stop too (the shutdown's time for it ran out). */
  private abandoned = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues the compared records a sync push created; answers at once. */
  afterSync(outcomes: readonly SyncPushOutcome[]): void {
    for (const outcome of outcomes) {
      const kind = kindOfDeviceTable(outcome.table);
      if (kind && CHECKED_OUTCOMES.has(outcome.status) && outcome.serverId) this.queue.push({ kind, id: outcome.serverId });
    }
    if (this.queue.length > 0 && !this.draining) this.draining = this.drain().finally(() => (this.draining = null));
  }

  /** Resolves once every queued record has been checked (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    await yieldToEventLoop();
    while (this.queue.length > 0 && !this.abandoned) {
      const next = this.queue.shift()!;
      try {
        await checkRecord(this.db, next.kind, next.id);
      } catch (error) {
        this.log.warn({ err: error, resource: next.kind.resource, id: next.id }, 'duplicate check after sync failed');
      }
      await yieldToEventLoop();
    }
  }

  /** Starts a check of every record of the kinds (in one state); a check of the same scope under way is answered instead. */
  start(kinds: readonly DuplicateKind[], state: string | null): DuplicateCheckJob {
    const types = kinds.map((kind) => kind.resource);
    const running = [...this.jobs.values()].find((job) => job.status === 'running' && job.state === state && job.types.join() === types.join());
    if (running) return running;
    const job: DuplicateCheckJob = {
      id: crypto.randomUUID(),
      status: 'running',
      types,
      state,
      total: 0,
      checked: 0,
      withPairs: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      error: null,
    };
    this.jobs.set(job.id, job);
    for (const old of [...this.jobs.keys()].slice(0, Math.max(0, this.jobs.size - JOBS_KEPT))) this.jobs.delete(old);
    this.running = this.run(job, kinds).finally(() => (this.running = null));
    return job;
  }

  /** Checks of every record under way in this process (metrics). */
  runningJobs(): number {
    return [...this.jobs.values()].filter((job) => job.status === 'running').length;
  }

  job(id: string): DuplicateCheckJob | undefined {
    return this.jobs.get(id);
  }

  /** Resolves once the job under way, if any, has finished (tests). */
  async jobsIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(job: DuplicateCheckJob, kinds: readonly DuplicateKind[]): Promise<void> {
    try {
      await yieldToEventLoop();
      for (const kind of kinds) job.total += await this.count(kind, job.state);
      for (const kind of kinds) {
        let after = 0;
        while (!this.closed) {
          const ids = await this.nextIds(kind, job.state, after);
          if (ids.length === 0) break;
          for (const id of ids) {
            if ((await checkRecord(this.db, kind, id)) > 0) job.withPairs += 1;
            job.checked += 1;
          }
          after = ids[ids.length - 1];
          await yieldToEventLoop();
        }
      }
      job.status = this.closed ? 'failed' : 'done';
      if (this.closed) job.error = 'The server stopped before the check finished.';
    } catch (error) {
      job.status = 'failed';
      job.error = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error }, 'duplicate check failed');
    } finally {
      job.finishedAt = new Date().toISOString();
    }
  }

  private async count(kind: DuplicateKind, state: string | null): Promise<number> {
    let query = dynamic(this.db)
      .selectFrom(kind.table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(published(kind.table));
    if (state) query = query.where('state', '=', state);
    return Number((await query.executeTakeFirstOrThrow()).total);
  }

  private async nextIds(kind: DuplicateKind, state: string | null, after: number): Promise<number[]> {
    let query = dynamic(this.db).selectFrom(kind.table).select('id').where('id', '>', after).where(published(kind.table)).orderBy('id').limit(CHUNK);
    if (state) query = query.where('state', '=', state);
    return (await query.execute()).map((row) => Number(row.id));
  }

  /**
   * The server is closing: a full check stops at once (it is failed, and can simply be started
   * again); the records a sync push queued are still checked, for up to `afterSyncMs`, since no
   * later run would pick them up. Any left then are named in the log.
   */
  async close(afterSyncMs = 5000): Promise<void> {
    this.closed = true;
    const cutOff = setTimeout(() => (this.abandoned = true), afterSyncMs);
    try {
      await this.idle();
      await this.jobsIdle();
    } finally {
      clearTimeout(cutOff);
      // Closed: anything queued from now on is not checked (the database is about to close).
      this.abandoned = true;
    }
    if (this.queue.length > 0) {
      this.log.warn(
        { unchecked: this.queue.map(({ kind, id }) => `${kind.resource}/${id}`) },
        'shutdown: records synced just before the stop were not checked for duplicates; run a check of their type',
      );
      this.queue.length = 0;
    }
  }
}

/** Every kind, or the one named by its API path. */
export function kindsFor(type: string | undefined): DuplicateKind[] {
  return type ? ALL_KINDS.filter((kind) => kind.resource === type) : [...ALL_KINDS];
}
