/**
 * The 37 state outlines, drawn offline from the pre-projected paths of `@svg-maps/nigeria`
 * (CC BY 4.0, see ./credit.ts), keyed by our state slugs. Imported only by map components, so the
 * ~65 KB of paths load with the pages that draw a map.
 */
import nigeria from '@svg-maps/nigeria';
import { stateBySlug } from '../../../domain/locations';

interface SvgMap {
  viewBox: string;
  locations: readonly { id: string; name: string; path: string }[];
}

export interface StateShape {
  slug: string;
  name: string;
  path: string;
}

/** The package's ids that differ from our slugs. */
const ID_TO_SLUG: Readonly<Record<string, string>> = { nassarawa: 'nasarawa', 'federal-capital-territory': 'fct' };

const map = nigeria as SvgMap;

export const MAP_VIEWBOX = map.viewBox;

/** One shape per state, sorted by name (the keyboard order on the map). */
export const STATE_SHAPES: readonly StateShape[] = map.locations
  .map((location) => {
    const slug = ID_TO_SLUG[location.id] ?? location.id;
    const state = stateBySlug(slug);
    if (!state) throw new Error(`The map has a state we do not know: ${location.id}`);
    return { slug, name: state.name, path: location.path };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
