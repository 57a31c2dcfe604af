/** Place names for the edit screens, over the shared location helpers of ../locationNames. */
import type { Ward } from '../../../domain/locations';
import { lgaName, stateName, titleFromSlug } from '../locationNames';

const asSlug = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const stateLabel = (state: unknown) => stateName(asSlug(state));
export const lgaLabel = (state: unknown, lga: unknown) => lgaName(asSlug(state), asSlug(lga));

/** The imported ward's name, else the slug as words. */
export function wardLabel(ward: unknown, wards: readonly Ward[]): string {
  const slug = asSlug(ward);
  if (!slug) return '';
  return wards.find((w) => w.slug === slug)?.name ?? titleFromSlug(slug);
}

/** "LGA, State" for headers; whichever part is known. */
export function placeLine(state: unknown, lga: unknown): string {
  return [lgaLabel(state, lga), stateLabel(state)].filter((part) => part !== '').join(', ');
}

export const slugOrNull = asSlug;
