/**
 * Choropleth classes: quantile breaks over the states that have a value, a sequential green
 * palette readable in grey and by colour-blind visitors, and the fills for no data and suppressed.
 */
export const CLASS_COLOURS = ['#edf8e9', '#bae4b3', '#74c476', '#31a354', '#006d2c'] as const;
export const NO_DATA_FILL = '#d9d9d9';
export const SUPPRESSED_FILL = '#f7f7f7';

export interface MapClass {
  /** Inclusive lower and upper bounds. */
  from: number;
  to: number;
  colour: string;
}

/** Up to five classes holding about as many states each; fewer when values repeat. */
export function quantileClasses(values: readonly number[], count = CLASS_COLOURS.length): MapClass[] {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const bounds: number[] = [];
  for (let i = 1; i < count; i += 1) bounds.push(sorted[Math.min(sorted.length - 1, Math.floor((i * sorted.length) / count))]);
  const edges = [...new Set([sorted[0], ...bounds, sorted[sorted.length - 1]])];
  if (edges.length === 1) return [{ from: edges[0], to: edges[0], colour: CLASS_COLOURS[CLASS_COLOURS.length - 1] }];
  const classes: MapClass[] = [];
  for (let i = 0; i < edges.length - 1; i += 1) {
    const from = i === 0 ? edges[0] : nextAbove(sorted, edges[i]);
    classes.push({ from, to: edges[i + 1], colour: '' });
  }
  const usable = classes.filter((c) => c.from <= c.to);
  const offset = CLASS_COLOURS.length - usable.length;
  return usable.map((c, i) => ({ ...c, colour: CLASS_COLOURS[Math.max(0, offset + i)] }));
}

/** The smallest value strictly greater than `edge` (classes do not overlap). */
function nextAbove(sorted: readonly number[], edge: number): number {
  return sorted.find((v) => v > edge) ?? edge + 1;
}

/** The class a value falls in, if any. */
export function classOf(value: number, classes: readonly MapClass[]): MapClass | undefined {
  return (
    classes.find((c) => value >= c.from && value <= c.to) ??
    (classes.length && value > classes[classes.length - 1].to ? classes[classes.length - 1] : undefined)
  );
}
