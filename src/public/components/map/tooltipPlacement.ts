/** Where the map's tooltip goes: centred over the state, above it unless the window's top edge is too close. */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TooltipPlacement {
  /** The tooltip's horizontal centre, in the map container's coordinates. */
  left: number;
  /** The tooltip's bottom edge when above, its top edge when below, in the container's coordinates. */
  top: number;
  above: boolean;
}

/** Space a tooltip of three lines needs above a state before it goes below instead. */
export const ROOM_ABOVE = 96;
const GAP = 4;

/**
 * `anchor` (the state's shape) and `container` as the browser measures them (viewport
 * coordinates); `maxWidth` keeps the tooltip's centre far enough from the container's sides for
 * the widest tooltip to stay inside it.
 */
export function tooltipPlacement(anchor: Rect, container: Rect, maxWidth = 260): TooltipPlacement {
  const half = Math.min(maxWidth, container.width) / 2;
  const centre = anchor.left + anchor.width / 2 - container.left;
  const left = Math.min(Math.max(centre, half), container.width - half);
  const above = anchor.top >= ROOM_ABOVE;
  const top = above ? anchor.top - container.top - GAP : anchor.top + anchor.height - container.top + GAP;
  return { left, top, above };
}
