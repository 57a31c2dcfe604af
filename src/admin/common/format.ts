import { stateBySlug } from '../../domain/locations';
import { formatDateTime as formatInLanguage } from '../../i18n/format';

/** "12 Mar 2026, 14:05" in the chosen language, or `empty` (e.g. "Never", "-") for no date. */
export function formatDateTime(value: string | null | undefined, empty: string): string {
  if (!value) return empty;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? empty : formatInLanguage(date);
}

/** A state slug's name ("kano" → "Kano"), or the slug itself when it is unknown. */
export function stateName(slug: string | null | undefined): string {
  if (!slug) return '';
  return stateBySlug(slug)?.name ?? slug;
}
