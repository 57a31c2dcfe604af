/**
 * The state gauges of /metrics, read when Prometheus scrapes: database pool, collector sockets,
 * queued commands, background jobs, the last backup. A database read that does not answer within
 * a second leaves its gauge at its last value rather than holding the scrape or failing it.
 */
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { poolOf } from '../db/connection';
import { ROOMS } from '../realtime/hub';
import { lastBackupRun, type BackupRunStatus } from './backup/status';
import { PROBE_TIMEOUT_MS, within } from './readiness';

/** A bounded read: null when the database fails or is slower than the probe time-out. */
const bounded = <T>(work: Promise<T>): Promise<T | null> =>
  within<T | null>(
    work.catch(() => null),
    PROBE_TIMEOUT_MS,
    null,
  );

function poolGauge(app: FastifyInstance, registry: Registry): void {
  const pool = poolOf(app.db);
  new Gauge({
    name: 'edu_db_pool_connections',
    help: 'Database connections of this process: PostgreSQL pool total, idle and waiting (clients queued for a connection); the embedded database has one connection',
    labelNames: ['engine', 'state'],
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ engine: 'pglite', state: 'total' }, 1);
        return;
      }
      this.set({ engine: 'postgresql', state: 'total' }, pool.totalCount);
      this.set({ engine: 'postgresql', state: 'idle' }, pool.idleCount);
      this.set({ engine: 'postgresql', state: 'waiting' }, pool.waitingCount);
    },
  });
}

function realtimeGauges(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'edu_collector_sockets',
    help: 'Collector devices connected to this process',
    registers: [registry],
    collect() {
      const rooms = app.hasDecorator('realtime') ? app.realtime.io.of('/').adapter.rooms : undefined;
      this.set(rooms?.get(ROOMS.collectors)?.size ?? 0);
    },
  });
  new Gauge({
    name: 'edu_device_commands_queued',
    help: 'Commands queued for offline devices (all processes)',
    registers: [registry],
    async collect() {
      const row = await bounded(
        app.db
          .selectFrom('deviceCommands')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'queued')
          .executeTakeFirst(),
      );
      if (row) this.set(Number(row.n));
    },
  });
}

function jobGauge(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'edu_background_jobs',
    help: 'Background work in progress: bulk invites queued or running and imports being written (all processes), duplicate checks running in this process',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const [invites, imports] = await Promise.all([
        bounded(
          app.db
            .selectFrom('bulkInviteJobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', 'in', ['queued', 'processing'])
            .executeTakeFirst(),
        ),
        bounded(
          app.db
            .selectFrom('pendingImports')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', 'import')
            .executeTakeFirst(),
        ),
      ]);
      if (invites) this.set({ kind: 'bulk_invite' }, Number(invites.n));
      if (imports) this.set({ kind: 'import' }, Number(imports.n));
      if (app.hasDecorator('duplicateChecks')) this.set({ kind: 'duplicate_check' }, app.duplicateChecks.runningJobs());
    },
  });
}

function backupGauges(app: FastifyInstance, registry: Registry): void {
  let last: BackupRunStatus | null = null;
  // The three gauges are collected together: one read per scrape serves them all.
  let reading: { at: number; done: Promise<void> } | null = null;
  const refresh = () => {
    if (!reading || Date.now() - reading.at > 1000) {
      reading = { at: Date.now(), done: bounded(lastBackupRun(app.db)).then((found) => void (last = found ?? last)) };
    }
    return reading.done;
  };
  new Gauge({
    name: 'edu_backup_last_finished_timestamp_seconds',
    help: 'When the last backup finished (Unix time); 0 when none has run',
    registers: [registry],
    async collect() {
      await refresh();
      if (last) this.set(last.at.getTime() / 1000);
    },
  });
  new Gauge({
    name: 'edu_backup_last_ok',
    help: '1 when the last backup succeeded, 0 when it failed or none has run',
    registers: [registry],
    async collect() {
      await refresh();
      if (last) this.set(last.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: 'edu_backup_last_size_bytes',
    help: 'Size of the last backup file',
    registers: [registry],
    async collect() {
      await refresh();
      if (last?.sizeBytes !== null && last?.sizeBytes !== undefined) this.set(last.sizeBytes);
    },
  });
}

export function registerStateGauges(app: FastifyInstance, registry: Registry): void {
  poolGauge(app, registry);
  realtimeGauges(app, registry);
  jobGauge(app, registry);
  backupGauges(app, registry);
}
