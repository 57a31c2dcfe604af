import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { StateMapProps } from './StateMap';

/** The shape of @svg-maps/nigeria's viewBox ("0 0 744 600"), so the space the map takes is kept while it loads. */
export const MAP_ASPECT_RATIO = '744 / 600';

// Requested as soon as a page that draws the map is in, beside that page's figures.
const stateMapModule = import('./StateMap');
const StateMap = lazy(() => stateMapModule.then((module) => ({ default: module.StateMap })));

/**
 * The state map, its 37 outlines (about 12 KB on the wire with the map's code) loaded beside the
 * page's figures instead of before the page can paint.
 */
export function LazyStateMap(props: StateMapProps) {
  const fallback = <Box data-testid="state-map-loading" sx={{ width: '100%', aspectRatio: MAP_ASPECT_RATIO, maxHeight: props.maxHeight ?? 560 }} />;
  return (
    <Suspense fallback={fallback}>
      <StateMap {...props} />
    </Suspense>
  );
}
