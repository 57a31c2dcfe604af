/** How the audit screens write times, people and changed values. */
import { auditActionLabel, type AuditLogUser } from '../../domain/auditLogs';
import { recordTypeEntry, recordTypeOfApiPath } from '../../domain/records/catalogue';
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

/** Where an audited resource's field labels live: a record type's form labels, the programme form's. */
function fieldLabelPrefix(resource: string): string | undefined {
  const type = recordTypeOfApiPath(resource);
  if (type) return `resources.${recordTypeEntry(type).resource}.fields.`;
  return resource === 'programmes' ? 'programmeAdmin.fields.' : undefined;
}

/** A changed field by the label its form gives it ("yearEstablished" → "Year Established"), else by its name. */
export function auditFieldText(resource: string, field: string, translate: TranslateWithDefault): string {
  if (field === 'reviewState') return translate('review.filter');
  const prefix = fieldLabelPrefix(resource);
  const fallback = translate(`exportColumns.${field}`, { _: field });
  return prefix ? translate(`${prefix}${field}`, { _: fallback }) : fallback;
}

/** "Name <e-mail>", or `noAccount` for an anonymous attempt or a deleted account. */
export function personOf(user: AuditLogUser | null, noAccount: string): string {
  return user ? `${user.fullName || user.email} <${user.email}>` : noAccount;
}

/** A changed value as text: '' shown as (empty), null as (none), objects as JSON. */
export function valueText(value: unknown, translate: TranslateWithDefault): string {
  if (value === null || value === undefined) return translate('auditLogs.noValue');
  if (value === '') return translate('auditLogs.emptyValue');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A changed field's value as text; a review state in words. */
export function changeValueText(field: string, value: unknown, translate: TranslateWithDefault): string {
  if (field === 'reviewState' && typeof value === 'string') return translate(`review.states.${value}`, { _: value });
  return valueText(value, translate);
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
