/** Names for the location slugs records carry (states, LGAs and zones ship with the code). */
import { allZones, lgaBySlug, stateBySlug } from '../../domain/locations';

/** "kofar-mata" → "Kofar Mata": a readable stand-in for a slug whose name is not known here. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export function stateName(slug: string | null | undefined): string {
  if (!slug) return '';
  return stateBySlug(slug)?.name ?? titleFromSlug(slug);
}

export function lgaName(state: string | null | undefined, slug: string | null | undefined): string {
  if (!slug) return '';
  return (state ? lgaBySlug(state, slug)?.name : undefined) ?? titleFromSlug(slug);
}

export function zoneName(slug: string | null | undefined): string {
  if (!slug) return '';
  return allZones().find((zone) => zone.slug === slug)?.name ?? titleFromSlug(slug);
}
