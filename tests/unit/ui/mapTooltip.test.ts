import { describe, expect, it } from 'vitest';
import { ROOM_ABOVE, tooltipPlacement } from '../../../src/public/components/map/tooltipPlacement';

const container = { left: 100, top: 300, width: 700, height: 560 };

describe('the map tooltip placement', () => {
  it('centres the tooltip just above the state, in the map container coordinates', () => {
    expect(tooltipPlacement({ left: 400, top: 500, width: 60, height: 40 }, container)).toEqual({ left: 330, top: 196, above: true });
  });

  it('goes below a state too near the top of the window', () => {
    expect(tooltipPlacement({ left: 400, top: ROOM_ABOVE - 1, width: 60, height: 40 }, container)).toEqual({
      left: 330,
      top: ROOM_ABOVE - 1 + 40 - 300 + 4,
      above: false,
    });
  });

  it('keeps the widest tooltip inside the container at its sides', () => {
    expect(tooltipPlacement({ left: 100, top: 500, width: 20, height: 20 }, container, 260).left).toBe(130);
    expect(tooltipPlacement({ left: 790, top: 500, width: 10, height: 20 }, container, 260).left).toBe(570);
    expect(tooltipPlacement({ left: 150, top: 500, width: 10, height: 20 }, { ...container, width: 200 }, 260).left).toBe(100);
  });
});
