/** The audit log as the admin API answers it (docs/api-audit.md). */

/** An entry, its user and the filter choices are the wire contracts of ./api/auditLogs.ts. */
export type { AuditLogEntry, AuditLogFacets, AuditLogUser } from './api/auditLogs';

export const AUDIT_LOG_SORTABLE = ['createdAt', 'action', 'resource', 'id'] as const;

/** "password_reset_wrong_code" → "Password reset wrong code". */
export function auditActionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}
