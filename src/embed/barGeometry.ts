/** The numbers behind the embed's SVG bar chart: the scale, its ticks and each bar's segments. */
import type { Count } from '../domain/publicData';
import type { FigureSeries } from '../public/components/charts/BarFigure';

export interface BarSegment {
  series: number;
  value: Count;
  /** Where the segment starts and ends on the value axis, in the chart's units. */
  from: number;
  to: number;
}

/** 1, 2 or 5 times a power of ten: the step of at most `count` ticks up to `max`. */
export function niceStep(max: number, count = 5): number {
  if (max <= 0) return 1;
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Math.max(step, 1);
}

/** The segments of one category: side by side (each from 0) or stacked; a hidden count has none. */
export function segmentsOf(series: readonly FigureSeries[], category: number, stacked: boolean): BarSegment[] {
  let base = 0;
  return series.map((s, index) => {
    const value = s.values[category] ?? null;
    const length = value ?? 0;
    const from = stacked ? base : 0;
    if (stacked) base += length;
    return { series: index, value, from, to: from + length };
  });
}

/** The top of the value axis: 100 for per cents, else the longest bar (stacked: the tallest stack) rounded up to a tick. */
export function axisMax(series: readonly FigureSeries[], categories: number, stacked: boolean, percent: boolean): number {
  if (percent) return 100;
  let longest = 0;
  for (let c = 0; c < categories; c += 1) for (const segment of segmentsOf(series, c, stacked)) longest = Math.max(longest, segment.to);
  const step = niceStep(longest);
  return Math.max(step, Math.ceil(longest / step) * step);
}

export function ticks(max: number): number[] {
  const step = niceStep(max);
  const out: number[] = [];
  for (let value = 0; value <= max + step / 1e6; value += step) out.push(value);
  return out;
}

/** Category names under a vertical bar, cut into lines of about `width` characters at spaces. */
export function wrapLabel(label: string, width = 14): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= width) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}
