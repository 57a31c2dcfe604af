/**
 * The 37 state outlines, drawn offline from the pre-projected paths of `@svg-maps/nigeria`
 * (CC BY 4.0, see ./credit.ts), stored compactly in ./nigeriaShapes.ts (about 11 KB on the wire
 * instead of 22) and keyed by our state slugs. Imported only by map components, so the outlines
 * load with the pages that draw a map.
 */
import { stateBySlug } from '../../../domain/locations';
import { ENCODED_SHAPES, MAP_VIEWBOX } from './nigeriaShapes';
import { pathOfEncoded } from './shapeCodec';

export { MAP_VIEWBOX };

export interface StateShape {
  slug: string;
  name: string;
  path: string;
}

/** One shape per state, sorted by name (the keyboard order on the map). */
export const STATE_SHAPES: readonly StateShape[] = Object.entries(ENCODED_SHAPES)
  .map(([slug, encoded]) => {
    const state = stateBySlug(slug);
    if (!state) throw new Error(`The map has a state we do not know: ${slug}`);
    return { slug, name: state.name, path: pathOfEncoded(encoded) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
