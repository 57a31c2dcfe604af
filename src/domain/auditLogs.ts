/** The audit log as the admin API answers it (docs/api-audit.md). */

export interface AuditLogUser {
  id: number;
  fullName: string;
  email: string;
}

export interface AuditLogEntry {
  id: number;
  createdAt: string;
  /** e.g. update, create, delete, login, login_failed, invite, download. */
  action: string;
  /** e.g. oos-children, users, roles, programmes, extractions, auth. */
  resource: string;
  resourceId: string | null;
  /** What changed: `{field: {before, after}}` for updates, other details for other actions. */
  changes: Record<string, unknown> | null;
  ip: string | null;
  /** Who did it; null for an anonymous attempt or a deleted account. */
  user: AuditLogUser | null;
}

export interface AuditLogFacets {
  actions: string[];
  resources: string[];
}

export const AUDIT_LOG_SORTABLE = ['createdAt', 'action', 'resource', 'id'] as const;

/** "password_reset_wrong_code" → "Password reset wrong code". */
export function auditActionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}
