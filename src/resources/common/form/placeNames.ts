/**
 * Names for the location slugs records carry: states, LGAs and zones ship with the code, wards
 * come from the ward lookup (../useWards). A slug whose name is not known reads as its words.
 */
import { allZones, lgaBySlug, stateBySlug, type Ward } from '../../../domain/locations';

export const slugOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** "kofar-mata" → "Kofar Mata". */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

function named(value: unknown, nameOf: (slug: string) => string | undefined): string {
  const slug = slugOrNull(value);
  return slug ? (nameOf(slug) ?? titleFromSlug(slug)) : '';
}

export const stateLabel = (state: unknown) => named(state, (slug) => stateBySlug(slug)?.name);
export const lgaLabel = (state: unknown, lga: unknown) => named(lga, (slug) => (slugOrNull(state) ? lgaBySlug(String(state), slug)?.name : undefined));
export const zoneLabel = (zone: unknown) => named(zone, (slug) => allZones().find((z) => z.slug === slug)?.name);
/** The imported ward's name. */
export const wardLabel = (ward: unknown, wards: readonly Ward[]) => named(ward, (slug) => wards.find((w) => w.slug === slug)?.name);

/** "LGA, State" for headers; whichever part is known. */
export function placeLine(state: unknown, lga: unknown): string {
  return [lgaLabel(state, lga), stateLabel(state)].filter((part) => part !== '').join(', ');
}
