/**
 * PNG export of a chart: the chart's SVG is cloned with its computed styles inlined, drawn on a
 * canvas under a title, with a legend and the source note below, and saved as a file. Nothing
 * leaves the browser.
 */
import { saveBlob } from '../../../ui/saveFile';

export interface ImageLegendItem {
  label: string;
  color: string;
}

/** Why a chart could not be saved, as the translation key of the message. */
export const CHART_IMAGE_FAILURE_KEYS = ['charts.imageNotDrawn', 'charts.imageDrawFailed', 'charts.imageNoCanvas', 'charts.imageNotMade'] as const;
export type ChartImageFailureKey = (typeof CHART_IMAGE_FAILURE_KEYS)[number];

export class ChartImageError extends Error {
  constructor(readonly key: ChartImageFailureKey) {
    super(key);
    this.name = 'ChartImageError';
  }
}

export interface ChartImageOptions {
  title: string;
  note: string;
  legend?: readonly ImageLegendItem[];
  filename: string;
}

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
const SCALE = 2;
const PAD = 16;
const FONT = '"Segoe UI", Roboto, Arial, sans-serif';

function inlineStyles(source: Element, target: Element): void {
  const computed = getComputedStyle(source);
  const style = STYLE_PROPS.map((prop) => `${prop}:${computed.getPropertyValue(prop)}`).join(';');
  target.setAttribute('style', style);
  const sourceChildren = source.children;
  const targetChildren = target.children;
  for (let i = 0; i < sourceChildren.length; i += 1) inlineStyles(sourceChildren[i], targetChildren[i]);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ChartImageError('charts.imageDrawFailed'));
    image.src = url;
  });
}

/** The SVG of a chart as a standalone image URL, with its sizes and styles fixed. */
export function svgDataUrl(svg: SVGSVGElement): { url: string; width: number; height: number } {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(Math.round(width)));
  clone.setAttribute('height', String(Math.round(height)));
  const text = new XMLSerializer().serializeToString(clone);
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`, width, height };
}

function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the chart with its title, legend and source note and saves it as a PNG file. */
export async function downloadChartPng(svg: SVGSVGElement, options: ChartImageOptions): Promise<void> {
  const { url, width, height } = svgDataUrl(svg);
  const image = await loadImage(url);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new ChartImageError('charts.imageNoCanvas');
  const innerWidth = Math.max(width, 320);
  context.font = `12px ${FONT}`;
  const noteLines = wrap(context, options.note, innerWidth);
  const legendHeight = options.legend?.length ? 22 : 0;
  const totalHeight = PAD + 28 + height + legendHeight + noteLines.length * 16 + PAD;
  canvas.width = (innerWidth + PAD * 2) * SCALE;
  canvas.height = totalHeight * SCALE;
  context.scale(SCALE, SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, innerWidth + PAD * 2, totalHeight);
  context.fillStyle = '#1b2620';
  context.font = `bold 16px ${FONT}`;
  context.fillText(options.title, PAD, PAD + 16);
  context.drawImage(image, PAD, PAD + 28, width, height);
  let y = PAD + 28 + height;
  if (options.legend?.length) {
    let x = PAD;
    context.font = `12px ${FONT}`;
    for (const item of options.legend) {
      context.fillStyle = item.color;
      context.fillRect(x, y + 6, 12, 12);
      context.fillStyle = '#1b2620';
      context.fillText(item.label, x + 16, y + 16);
      x += 28 + context.measureText(item.label).width;
    }
    y += legendHeight;
  }
  context.fillStyle = '#4a5a51';
  context.font = `12px ${FONT}`;
  noteLines.forEach((line, i) => context.fillText(line, PAD, y + 14 + i * 16));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new ChartImageError('charts.imageNotMade');
  saveBlob(blob, options.filename);
}
