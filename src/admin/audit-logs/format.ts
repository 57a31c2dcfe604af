/** How the audit screens write times, people and changed values. */
import { auditActionLabel, type AuditLogUser } from '../../domain/auditLogs';
import { formatDateTime } from '../../i18n/format';

export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}

type TranslateWithDefault = (key: string, options?: { _: string }) => string;

/** An action code as words of the chosen language ("invitation_resent" → "Invitation sent again"). */
export function auditActionText(action: string, translate: TranslateWithDefault): string {
  return translate(`auditActions.${action}`, { _: auditActionLabel(action) });
}

/** A resource code as the name of what it is ("oos-children" → "Out of School"). */
export function auditResourceText(resource: string, translate: TranslateWithDefault): string {
  return translate(`auditResources.${resource}`, { _: resource });
}

/** "Name <e-mail>", or `noAccount` for an anonymous attempt or a deleted account. */
export function personOf(user: AuditLogUser | null, noAccount: string): string {
  return user ? `${user.fullName || user.email} <${user.email}>` : noAccount;
}

/** A changed value as text: '' shown as (empty), null as (none), objects as JSON. */
export function valueText(value: unknown, translate: (key: string) => string): string {
  if (value === null || value === undefined) return translate('auditLogs.noValue');
  if (value === '') return translate('auditLogs.emptyValue');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/** The `{field: {before, after}}` rows of an update, or null when the changes have another shape. */
export function changeRows(changes: Record<string, unknown> | null): ChangeRow[] | null {
  if (!changes) return null;
  const rows: ChangeRow[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (!value || typeof value !== 'object' || !('before' in value) || !('after' in value)) return null;
    const pair = value as { before: unknown; after: unknown };
    rows.push({ field, before: pair.before, after: pair.after });
  }
  return rows.length > 0 ? rows : null;
}
