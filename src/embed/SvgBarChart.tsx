/**
 * A small hand-drawn SVG bar chart for the embed page (no chart library: the embed's budget is
 * 100 KB of JavaScript). Horizontal or vertical, side by side or stacked; a hidden count has no
 * bar and is marked "x" where its bar would start. The figures follow as a table.
 */
import { useId } from 'react';
import { SUPPRESSED_LABEL, type Count } from '../domain/publicData';
import type { FigureSeries } from '../public/components/charts/BarFigure';
import { formatCount, formatPercent } from '../public/components/format';
import { axisMax, segmentsOf, ticks, wrapLabel } from './barGeometry';

export interface SvgBarChartProps {
  label: string;
  description: string;
  categories: string[];
  series: FigureSeries[];
  percent?: boolean;
  horizontal?: boolean;
  stacked?: boolean;
  highlight?: string;
}

const WIDTH = 640;
const HIGHLIGHT = '#003d20';
const INK = '#1f1f1f';
const MUTED = '#595959';
const GRID = '#d9d9d9';

export function formatFigure(value: Count, percent: boolean): string {
  if (value === null) return SUPPRESSED_LABEL;
  return percent ? formatPercent(value) : formatCount(value);
}

interface Layout {
  height: number;
  /** The value axis from `start` (0) to `end`, in SVG units along x (horizontal) or y (vertical). */
  start: number;
  end: number;
  /** Where category `index`'s band begins across the value axis, and its thickness. */
  band: (index: number) => number;
  bandSize: number;
}

function layoutOf(count: number, horizontal: boolean): Layout {
  if (horizontal) {
    const row = 26;
    const top = 8;
    return { height: top + count * row + 28, start: 176, end: WIDTH - 64, band: (i) => top + i * row, bandSize: row };
  }
  const left = 60;
  const bandSize = (WIDTH - left - 8) / Math.max(count, 1);
  return { height: 312, start: 260, end: 24, band: (i) => left + i * bandSize, bandSize };
}

export function SvgBarChart({ label, description, categories, series, percent = false, horizontal = false, stacked = false, highlight }: SvgBarChartProps) {
  const descId = useId();
  const layout = layoutOf(categories.length, horizontal);
  const max = axisMax(series, categories.length, stacked, percent);
  const at = (value: number) => layout.start + ((layout.end - layout.start) * value) / max;
  const lanes = stacked ? 1 : series.length;
  const thickness = (layout.bandSize * 0.64) / lanes;
  const offset = layout.bandSize * 0.18;
  const colorOf = (seriesIndex: number, category: string) => (highlight === category && series.length === 1 ? HIGHLIGHT : (series[seriesIndex]?.color ?? INK));
  const format = (value: Count) => formatFigure(value, percent);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${layout.height}`} role="img" aria-label={label} aria-describedby={descId} className="embed-chart" data-testid="embed-svg">
      <desc id={descId}>{description}</desc>
      {ticks(max).map((tick) => {
        const p = at(tick);
        return horizontal ? (
          <g key={tick} aria-hidden="true">
            <line x1={p} x2={p} y1={4} y2={layout.height - 22} stroke={GRID} />
            <text x={p} y={layout.height - 6} textAnchor="middle" fill={MUTED} fontSize={11}>
              {format(tick)}
            </text>
          </g>
        ) : (
          <g key={tick} aria-hidden="true">
            <line x1={56} x2={WIDTH - 4} y1={p} y2={p} stroke={GRID} />
            <text x={50} y={p + 4} textAnchor="end" fill={MUTED} fontSize={11}>
              {format(tick)}
            </text>
          </g>
        );
      })}
      {categories.map((category, index) => {
        const segments = segmentsOf(series, index, stacked);
        const shownTotal = segments.reduce((sum, s) => Math.max(sum, s.to), 0);
        const band = layout.band(index);
        return (
          <g key={category} data-testid="embed-bar-group">
            {horizontal ? (
              <text x={layout.start - 8} y={band + layout.bandSize / 2 + 4} textAnchor="end" fill={INK} fontSize={12}>
                {category}
              </text>
            ) : (
              <text x={band + layout.bandSize / 2} y={layout.start + 16} textAnchor="middle" fill={INK} fontSize={12}>
                {wrapLabel(category).map((line, i) => (
                  <tspan key={line} x={band + layout.bandSize / 2} dy={i === 0 ? 0 : 14}>
                    {line}
                  </tspan>
                ))}
              </text>
            )}
            {segments.map((segment) => {
              const lane = stacked ? 0 : segment.series;
              const across = band + offset + lane * thickness;
              const name = `${category}, ${series[segment.series]?.label ?? ''}: ${format(segment.value)}`;
              if (segment.value === null) {
                const x = horizontal ? layout.start + 4 : across + thickness / 2;
                const y = horizontal ? across + thickness / 2 + 4 : layout.start - 6;
                return stacked ? null : (
                  <text key={segment.series} x={x} y={y} textAnchor={horizontal ? 'start' : 'middle'} fill={MUTED} fontSize={12} data-testid="embed-suppressed">
                    <title>{name}</title>
                    {SUPPRESSED_LABEL}
                  </text>
                );
              }
              const a = at(segment.from);
              const b = at(segment.to);
              const rect = horizontal
                ? { x: a, y: across, width: Math.max(b - a, 0), height: thickness }
                : { x: across, y: b, width: thickness, height: Math.max(a - b, 0) };
              return (
                <g key={segment.series}>
                  <rect {...rect} fill={colorOf(segment.series, category)} data-testid="embed-bar">
                    <title>{name}</title>
                  </rect>
                  {!stacked && (
                    <text
                      x={horizontal ? b + 4 : across + thickness / 2}
                      y={horizontal ? across + thickness / 2 + 4 : b - 4}
                      textAnchor={horizontal ? 'start' : 'middle'}
                      fill={INK}
                      fontSize={11}
                      aria-hidden="true"
                    >
                      {format(segment.value)}
                    </text>
                  )}
                </g>
              );
            })}
            {stacked && series.length > 0 && (
              <text
                x={horizontal ? at(shownTotal) + 4 : band + offset + thickness / 2}
                y={horizontal ? band + layout.bandSize / 2 + 4 : at(shownTotal) - 4}
                textAnchor={horizontal ? 'start' : 'middle'}
                fill={INK}
                fontSize={11}
                aria-hidden="true"
              >
                {segments.some((s) => s.value === null) ? '' : format(shownTotal)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
