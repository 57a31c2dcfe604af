/**
 * A compact text form of the map's outlines. Each outline is a list of rings (closed polygons);
 * each point is stored as its offset from the previous one in tenths of a map unit, every number
 * written as a base-64 variable-length quantity (as source maps do). A ring's first point is
 * relative to the previous ring's first point, as SVG's relative "m" after "z" is. Rings are
 * separated by commas. At the map's viewBox (744 × 600) a tenth of a unit is well under a pixel.
 */

export type Point = readonly [number, number];
export type Ring = readonly Point[];

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const CONTINUES = 32;
/** Points are stored to a tenth of a map unit. */
export const STEPS_PER_UNIT = 10;

/** The rings of an SVG path made of relative moves ("m"), implicit relative lines and closes ("z"), in absolute map units. */
export function ringsOfPath(path: string): Ring[] {
  const tokens = path.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const rings: Point[][] = [];
  let x = 0;
  let y = 0;
  let ring: Point[] | null = null;
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i];
    if (token === 'm') {
      ring = [];
      rings.push(ring);
      i += 1;
    } else if (token === 'z' || token === 'Z') {
      if (ring?.length) [x, y] = ring[0];
      i += 1;
    } else if (/^[a-zA-Z]$/.test(token) || !ring) {
      throw new Error(`Only relative moves, lines and closes are expected, found "${token}"`);
    } else {
      x += Number(token);
      y += Number(tokens[i + 1]);
      ring.push([x, y]);
      i += 2;
    }
  }
  return rings;
}

function writeNumber(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    let digit = rest & (CONTINUES - 1);
    rest >>>= 5;
    if (rest) digit |= CONTINUES;
    text += DIGITS[digit];
  } while (rest);
  return text;
}

/** The compact form of rings in absolute map units: rounded to a tenth, repeated points dropped. */
export function encodeRings(rings: readonly Ring[]): string {
  let startX = 0;
  let startY = 0;
  return rings
    .map((ring) => {
      let text = '';
      let x = startX;
      let y = startY;
      ring.forEach(([px, py], index) => {
        const nextX = Math.round(px * STEPS_PER_UNIT);
        const nextY = Math.round(py * STEPS_PER_UNIT);
        if (index > 0 && nextX === x && nextY === y) return;
        text += writeNumber(nextX - x) + writeNumber(nextY - y);
        if (index === 0) [startX, startY] = [nextX, nextY];
        [x, y] = [nextX, nextY];
      });
      return text;
    })
    .join(',');
}

function readNumbers(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    value |= (digit & (CONTINUES - 1)) << shift;
    if (digit & CONTINUES) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/** The SVG path ("m dx,dy dx,dy … z" per ring) of a compact form. */
export function pathOfEncoded(encoded: string): string {
  return encoded
    .split(',')
    .map((ring) => {
      const numbers = readNumbers(ring);
      const pairs: string[] = [];
      for (let i = 0; i < numbers.length; i += 2) pairs.push(`${numbers[i] / STEPS_PER_UNIT},${numbers[i + 1] / STEPS_PER_UNIT}`);
      return `m${pairs.join(' ')}z`;
    })
    .join('');
}
