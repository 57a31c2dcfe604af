import { stateBySlug } from '../../domain/locations';
import type { InvitationState } from '../../providers/accountsApi';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 14:05", or `empty` for no date. */
export function formatDateTime(value: string | null | undefined, empty = 'Never'): string {
  if (!value) return empty;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? empty : DATE_TIME.format(date);
}

/** A state slug's name ("kano" → "Kano"), or the slug itself when it is unknown. */
export function stateName(slug: string | null | undefined): string {
  if (!slug) return '';
  return stateBySlug(slug)?.name ?? slug;
}

export const INVITATION_LABELS: Readonly<Record<InvitationState, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
  none: 'None',
};
