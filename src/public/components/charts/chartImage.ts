/**
 * The image downloads of a chart: the framed SVG of chartSvg.ts saved as it is (SVG) or drawn on
 * a canvas at twice its size (PNG). Nothing leaves the browser.
 */
import { saveBlob } from '../../../ui/saveFile';
import { framedChartSvg, type ChartFrame } from './chartSvg';

export type { ImageLegendItem } from './chartSvg';

/** Why a chart could not be saved, as the translation key of the message. */
export const CHART_IMAGE_FAILURE_KEYS = ['charts.imageNotDrawn', 'charts.imageDrawFailed', 'charts.imageNoCanvas', 'charts.imageNotMade'] as const;
export type ChartImageFailureKey = (typeof CHART_IMAGE_FAILURE_KEYS)[number];

export class ChartImageError extends Error {
  constructor(readonly key: ChartImageFailureKey) {
    super(key);
    this.name = 'ChartImageError';
  }
}

export interface ChartImageOptions extends ChartFrame {
  filename: string;
}

const SCALE = 2;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ChartImageError('charts.imageDrawFailed'));
    image.src = url;
  });
}

/** Saves the chart with its title, legend and source note as an SVG file. */
export function downloadChartSvg(svg: SVGSVGElement, options: ChartImageOptions): void {
  const { text } = framedChartSvg(svg, options);
  saveBlob(new Blob(['<?xml version="1.0" encoding="UTF-8"?>\n', text], { type: 'image/svg+xml;charset=utf-8' }), options.filename);
}

/** Draws the chart with its title, legend and source note and saves it as a PNG file. */
export async function downloadChartPng(svg: SVGSVGElement, options: ChartImageOptions): Promise<void> {
  const { text, width, height } = framedChartSvg(svg, options);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new ChartImageError('charts.imageNoCanvas');
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  context.scale(SCALE, SCALE);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new ChartImageError('charts.imageNotMade');
  saveBlob(blob, options.filename);
}
