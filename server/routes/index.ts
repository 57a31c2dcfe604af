/**
 * Every route file of the API and the prefix it serves under, in one place: each file declares its
 * paths relative to the prefix given here. The services these routes use (database, auth, public
 * answers, duplicate checks, extraction files…) are registered by app.ts before this runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import accountSettingsRoutes from './accountSettings';
import bulkInviteRoutes from './accounts/bulkInvite';
import collectorRoutes from './accounts/collectors';
import outboxRoutes from './accounts/outbox';
import publicAuthRoutes from './accounts/publicAuth';
import roleRoutes from './accounts/roles';
import userRoutes from './accounts/users';
import auditLogRoutes from './auditLogs';
import authRoutes from './auth';
import dashboardRoutes from './dashboard';
import dataTransferRoutes from './dataTransfer';
import duplicateRoutes from './duplicates';
import healthRoutes from './health';
import locationRoutes from './locations';
import notificationRoutes from './notifications';
import populationRoutes from './population';
import programmeRoutes from './programmes';
import publicRoutes from './public';
import recordRoutes from './records';
import referenceIndicatorRoutes from './referenceIndicators';
import reportRoutes from './reports';
import searchRoutes from './search';
import adminSyncRoutes from './sync/admin';
import deviceRoutes from './sync/device';
import extractionRoutes from './sync/extractions';
import systemRoutes from './system';
import telemetryRoutes from './telemetry';

export interface RouteSettings {
  config: Config;
  version: string;
}

export async function registerRoutes(app: FastifyInstance, { config, version }: RouteSettings): Promise<void> {
  const databaseKind = config.databaseUrl ? 'postgresql' : 'pglite';
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/admin/auth' });
  await app.register(accountSettingsRoutes, { prefix: '/api/admin/auth' });
  await app.register(systemRoutes, { prefix: '/api/admin', version, databaseKind, redis: Boolean(config.redisUrl) });
  await app.register(publicAuthRoutes, { prefix: '/api/admin/auth' });
  await app.register(userRoutes, { prefix: '/api/admin/user-management' });
  await app.register(roleRoutes, { prefix: '/api/admin/user-management/roles' });
  await app.register(collectorRoutes, { prefix: '/api/admin/user-management/collectors' });
  await app.register(bulkInviteRoutes, { prefix: '/api/admin/user-management/bulk-invite' });
  await app.register(outboxRoutes, { prefix: '/api/admin/mail' });
  await app.register(recordRoutes, { prefix: '/api/admin', deleteRetentionDays: config.deleteRetentionDays });
  await app.register(locationRoutes, { prefix: '/api' });
  await app.register(populationRoutes, { prefix: '/api' });
  await app.register(auditLogRoutes, { prefix: '/api/admin/audit-logs' });
  await app.register(reportRoutes, { prefix: '/api/admin/reports' });
  await app.register(searchRoutes, { prefix: '/api/admin' });
  await app.register(dashboardRoutes, { prefix: '/api/admin/dashboard' });
  await app.register(telemetryRoutes, { prefix: '/api/admin/telemetry' });
  await app.register(dataTransferRoutes, { prefix: '/api/admin/data', embeddedDatabase: !config.databaseUrl, databaseUrl: config.databaseUrl });
  await app.register(notificationRoutes, { prefix: '/api/admin/notifications' });
  await app.register(duplicateRoutes, { prefix: '/api/admin/duplicates', mergeUndoDays: config.mergeUndoDays });
  await app.register(adminSyncRoutes, { prefix: '/api/admin/sync' });
  await app.register(deviceRoutes, { prefix: '/api/admin/sync' });
  await app.register(extractionRoutes, { prefix: '/api/admin/sync/extractions' });
  await app.register(publicRoutes, { prefix: '/api/public' });
  await app.register(programmeRoutes, { prefix: '/api/admin' });
  await app.register(referenceIndicatorRoutes, { prefix: '/api/admin' });
}
