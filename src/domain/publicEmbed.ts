/**
 * Embeddable charts: which charts of the charts page have an embed page, at /embed/<chart-id>
 * (the address itself: src/ui/embedAddress.ts).
 */

/** The charts of the charts page that have an embed page (/embed/<id>): the ids of chartSpecs.ts. */
export const EMBED_CHART_IDS = [
  'literacy-by-state',
  'oos-by-reason',
  'oos-by-sex',
  'oos-by-age',
  'oos-by-zone',
  'learners-by-centre-type',
  'centres-by-type',
] as const;

export type EmbedChartId = (typeof EMBED_CHART_IDS)[number];

export function isEmbedChartId(id: string): id is EmbedChartId {
  return (EMBED_CHART_IDS as readonly string[]).includes(id);
}

export const EMBED_BASE = '/embed/';
