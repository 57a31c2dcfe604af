/** The audit log (docs/api-audit.md), read under /api/admin/audit-logs. */
import { z } from 'zod';
import { idFromText, lineText } from '../inputRules';
import { isoDate } from '../records/fields';

/** One text or a list of them, answered as a list. */
const oneOrMany = z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(lineText().min(1).max(80)).max(50));

/** The `filter` of the list (a JSON query parameter of the list dialect). */
export const auditLogFilterSchema = z.strictObject({
  q: lineText().max(200).optional(),
  userId: idFromText().optional(),
  action: oneOrMany.optional(),
  resource: oneOrMany.optional(),
  resourceId: z.union([lineText().max(80), z.number().transform(String)]).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});
export type AuditLogFilter = z.input<typeof auditLogFilterSchema>;

export const auditLogUserSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });
export type AuditLogUser = z.infer<typeof auditLogUserSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** e.g. update, create, delete, login, login_failed, invite, download. */
  action: z.string(),
  /** e.g. oos-children, users, roles, programmes, extractions, auth. */
  resource: z.string(),
  resourceId: z.string().nullable(),
  /** What changed: `{field: {before, after}}` for updates, other details for other actions. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  /** Who did it; null for an anonymous attempt or a deleted account. */
  user: auditLogUserSchema.nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The list dialect's answer: the entries of the asked range, the total in `Content-Range`. */
export const auditLogsAnswerSchema = z.array(auditLogEntrySchema);
export type AuditLogsAnswer = z.infer<typeof auditLogsAnswerSchema>;

export const auditLogFacetsSchema = z.object({ actions: z.array(z.string()), resources: z.array(z.string()) });
export type AuditLogFacets = z.infer<typeof auditLogFacetsSchema>;

export const auditLogFacetsAnswerSchema = z.object({ data: auditLogFacetsSchema });
export type AuditLogFacetsAnswer = z.infer<typeof auditLogFacetsAnswerSchema>;

export const auditLogParamsSchema = z.object({ id: idFromText() });

export const auditLogAnswerSchema = z.object({ data: auditLogEntrySchema });
export type AuditLogAnswer = z.infer<typeof auditLogAnswerSchema>;
