/**
 * A chart as a standalone SVG: the drawn chart cloned with its computed styles inlined (so it
 * looks the same outside the page), under its title, with its legend and source note as SVG text.
 * The SVG download saves it as it is; the PNG download draws it on a canvas (chartImage.ts).
 */
const SVG_NS = 'http://www.w3.org/2000/svg';

export interface ImageLegendItem {
  label: string;
  color: string;
}

/** What is written around the chart. */
export interface ChartFrame {
  title: string;
  note: string;
  legend?: readonly ImageLegendItem[];
}

/** The width in pixels of a text in a CSS font. */
export type MeasureText = (text: string, font: string) => number;

const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
];
const PAD = 16;
const MIN_WIDTH = 320;
const FONT_FAMILY = '"Segoe UI", Roboto, Arial, sans-serif';
const TITLE = { size: 16, line: 20, weight: 'bold', color: '#1b2620' };
const NOTE = { size: 12, line: 16, weight: 'normal', color: '#4a5a51' };
const LEGEND_HEIGHT = 22;

function inlineStyles(source: Element, target: Element): void {
  const computed = getComputedStyle(source);
  const declarations = STYLE_PROPS.map((prop) => [prop, computed.getPropertyValue(prop)]).filter(([, value]) => value !== '');
  target.setAttribute('style', declarations.map(([prop, value]) => `${prop}:${value}`).join(';'));
  for (let i = 0; i < source.children.length; i += 1) inlineStyles(source.children[i], target.children[i]);
}

/** The chart's SVG cloned with its styles inlined and its drawn size fixed. */
export function cloneChartSvg(svg: SVGSVGElement): { clone: SVGSVGElement; width: number; height: number } {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  clone.setAttribute('width', String(Math.round(width)));
  clone.setAttribute('height', String(Math.round(height)));
  return { clone, width: Math.round(width), height: Math.round(height) };
}

/** An average glyph width: good enough to wrap a note where no canvas can measure it. */
const estimate: MeasureText = (text, font) => text.length * Number(/(\d+)px/.exec(font)?.[1] ?? 12) * 0.55;

let measuringContext: OffscreenCanvasRenderingContext2D | null | undefined;

/** Measures with a canvas where the browser has one, else estimates. */
export const measureText: MeasureText = (text, font) => {
  if (measuringContext === undefined) measuringContext = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!measuringContext) return estimate(text, font);
  measuringContext.font = font;
  return measuringContext.measureText(text).width;
};

export function wrapText(text: string, maxWidth: number, font: string, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, font) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function element<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

function textLines(root: SVGSVGElement, lines: readonly string[], top: number, style: typeof TITLE): number {
  lines.forEach((line, i) => {
    const attributes = {
      x: PAD,
      y: top + style.size + i * style.line,
      fill: style.color,
      'font-family': FONT_FAMILY,
      'font-size': style.size,
      'font-weight': style.weight,
    };
    root.appendChild(element('text', attributes, line));
  });
  return top + lines.length * style.line;
}

function legendRow(root: SVGSVGElement, legend: readonly ImageLegendItem[], top: number, measure: MeasureText): void {
  let x = PAD;
  for (const item of legend) {
    root.appendChild(element('rect', { x, y: top + 6, width: 12, height: 12, fill: item.color }));
    root.appendChild(element('text', { x: x + 16, y: top + 16, fill: TITLE.color, 'font-family': FONT_FAMILY, 'font-size': NOTE.size }, item.label));
    x += 28 + measure(item.label, `${NOTE.size}px ${FONT_FAMILY}`);
  }
}

/** The chart with its title, legend and source note, as the text of a standalone SVG document (the serializer writes its xmlns). */
export function framedChartSvg(svg: SVGSVGElement, frame: ChartFrame, measure: MeasureText = measureText): { text: string; width: number; height: number } {
  const { clone, width, height } = cloneChartSvg(svg);
  const inner = Math.max(width, MIN_WIDTH);
  const titleLines = wrapText(frame.title, inner, `${TITLE.weight} ${TITLE.size}px ${FONT_FAMILY}`, measure);
  const noteLines = wrapText(frame.note, inner, `${NOTE.size}px ${FONT_FAMILY}`, measure);
  const legendHeight = frame.legend?.length ? LEGEND_HEIGHT : 0;
  const chartTop = PAD + titleLines.length * TITLE.line + 8;
  const totalWidth = inner + PAD * 2;
  const totalHeight = chartTop + height + legendHeight + noteLines.length * NOTE.line + PAD;
  const root = element('svg', { width: totalWidth, height: totalHeight, viewBox: `0 0 ${totalWidth} ${totalHeight}`, role: 'img' });
  root.appendChild(element('title', {}, frame.title));
  root.appendChild(element('rect', { x: 0, y: 0, width: totalWidth, height: totalHeight, fill: '#ffffff' }));
  textLines(root, titleLines, PAD, TITLE);
  clone.setAttribute('x', String(PAD));
  clone.setAttribute('y', String(chartTop));
  root.appendChild(clone);
  if (frame.legend?.length) legendRow(root, frame.legend, chartTop + height, measure);
  textLines(root, noteLines, chartTop + height + legendHeight, NOTE);
  return { text: new XMLSerializer().serializeToString(root), width: totalWidth, height: totalHeight };
}
