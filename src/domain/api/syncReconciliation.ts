/**
 * Reconciliation per collector (docs/collector-protocol.md, Reconciliation): GET
 * /api/admin/sync/reconciliation across collectors and /api/admin/sync/reconciliation/:collectorId
 * for one. The figures' meaning is told in ../reconciliation.ts, which derives its types from here.
 */
import { z } from 'zod';
import { idFromText } from '../inputRules';
import { RECONCILIATION_SOURCES } from '../reconciliation';
import { DEVICE_TABLES } from '../syncProtocol';

export const mismatchItemSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localUUID: z.string(),
  /** The server's record id, when the server holds one. */
  serverId: z.number().int().optional(),
});

export const mismatchListSchema = z.object({
  count: z.number().int(),
  /** At most MISMATCH_ITEMS_MAX, in localUUID order. */
  items: z.array(mismatchItemSchema),
});

export const reconciliationTableSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  onDevice: z.number().int(),
  synced: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  receivedOnServer: z.number().int(),
  /** The server holds it; the device does not claim it at all (e.g. deleted on the device). */
  serverOnly: mismatchListSchema,
  /** The device says synced; the server does not hold it. */
  deviceOnly: mismatchListSchema,
  /** Either list is not empty. */
  mismatch: z.boolean(),
});

export const reconciliationSchema = z.object({
  collectorId: z.number().int(),
  source: z.enum(RECONCILIATION_SOURCES),
  /** When the device reported its side (ISO time), null with source `none`. */
  reportedAt: z.string().nullable(),
  /** With source `snapshot`: the time of the summary that the newer snapshot contradicts, if any. */
  outdatedSummaryAt: z.string().nullable().optional(),
  tables: z.array(reconciliationTableSchema),
});

export const reconciliationTotalsSchema = z.object({
  onDevice: z.number().int(),
  synced: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  receivedOnServer: z.number().int(),
  serverOnly: z.number().int(),
  deviceOnly: z.number().int(),
});

/** One row of the report across collectors. */
export const reconciliationReportRowSchema = z.object({
  collectorId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  online: z.boolean(),
  /** A collector that never reported (`none`) is not listed. */
  source: z.enum(RECONCILIATION_SOURCES).exclude(['none']),
  reportedAt: z.string(),
  totals: reconciliationTotalsSchema,
  /** Tables with a mismatch. */
  mismatchedTables: z.array(z.enum(DEVICE_TABLES)),
});

export const reconciliationParamsSchema = z.object({ collectorId: idFromText() });

export const reconciliationAnswerSchema = z.object({ data: reconciliationSchema });
export type ReconciliationAnswer = z.infer<typeof reconciliationAnswerSchema>;

export const reconciliationReportAnswerSchema = z.object({ data: z.array(reconciliationReportRowSchema) });
export type ReconciliationReportAnswer = z.infer<typeof reconciliationReportAnswerSchema>;
