import { describe, expect, it } from 'vitest';
import nigeria from '@svg-maps/nigeria';
import { STATES } from '../../../src/domain/locations';
import { encodedShapes, ID_TO_SLUG } from '../../../src/public/components/map/encodeShapes';
import { MAP_VIEWBOX, STATE_SHAPES } from '../../../src/public/components/map/nigeriaMap';
import { ENCODED_SHAPES } from '../../../src/public/components/map/nigeriaShapes';
import { encodeRings, pathOfEncoded, ringsOfPath, type Point, type Ring } from '../../../src/public/components/map/shapeCodec';

const source = nigeria as { viewBox: string; locations: { id: string; path: string }[] };
const originalBySlug = new Map(source.locations.map((location) => [ID_TO_SLUG[location.id] ?? location.id, ringsOfPath(location.path)]));

const tenths = (value: number) => Math.round(value * 10);
const sameTenth = (a: Point, b: Point) => tenths(a[0]) === tenths(b[0]) && tenths(a[1]) === tenths(b[1]);

function boundsOf(rings: readonly Ring[]) {
  const points = rings.flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe('the compact state outlines', () => {
  it('hold the 36 states and the FCT under our slugs, in the package viewBox', () => {
    expect(STATE_SHAPES.map((shape) => shape.slug).sort()).toEqual(STATES.map((state) => state.slug).sort());
    expect(STATE_SHAPES).toHaveLength(37);
    expect(MAP_VIEWBOX).toBe(source.viewBox);
  });

  it('draw every state within a twentieth of a unit of the original outline, ring for ring', () => {
    for (const shape of STATE_SHAPES) {
      const original = originalBySlug.get(shape.slug)!;
      const drawn = ringsOfPath(shape.path);
      expect(drawn.length, shape.slug).toBe(original.length);
      const [x0, y0, x1, y1] = boundsOf(original);
      const bounds = boundsOf(drawn);
      [x0, y0, x1, y1].forEach((edge, i) => expect(Math.abs(bounds[i] - edge), `${shape.slug} bounds`).toBeLessThanOrEqual(0.051));
      drawn.forEach((ring, r) => {
        // Every drawn point is an original point rounded (no drift along the outline) ...
        let from = 0;
        for (const [x, y] of ring) {
          const match = original[r].findIndex((point, i) => i >= from && Math.abs(point[0] - x) <= 0.051 && Math.abs(point[1] - y) <= 0.051);
          expect(match, `${shape.slug} ring ${r} point ${x},${y}`).toBeGreaterThanOrEqual(from);
          from = match;
        }
        // ... and only points that round to the one before were dropped (two slivers a fiftieth of a unit wide become a point).
        const kept = original[r].filter((point, i) => i === 0 || !sameTenth(point, original[r][i - 1]));
        expect(ring.length, `${shape.slug} ring ${r}`).toBe(kept.length);
      });
    }
  });

  it('are what ./encodeShapes.ts makes of the package today (regenerate them after updating it)', () => {
    expect(ENCODED_SHAPES).toEqual(encodedShapes());
  });

  it('round-trips large, negative and zero offsets and several rings', () => {
    const rings: Ring[] = [
      [
        [10.01, 20],
        [1000.04, -3.26],
        [0.1, 700],
      ],
      [
        [-12.3, 5],
        [-12.3, 5],
        [-0.06, 4.96],
      ],
    ];
    const decoded = ringsOfPath(pathOfEncoded(encodeRings(rings))).map((ring) => ring.map(([x, y]) => [tenths(x) / 10, tenths(y) / 10]));
    expect(decoded).toEqual([
      [
        [10, 20],
        [1000, -3.3],
        [0.1, 700],
      ],
      [
        [-12.3, 5],
        [-0.1, 5],
      ],
    ]);
  });
});
