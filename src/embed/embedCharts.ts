/**
 * Every chart of the charts page, by id, as the embed draws it: the same spec functions
 * (src/public/pages/charts/chartSpecs.ts), so titles, notes and source lines are the page's own.
 */
import type { Translate } from '../i18n/translate';
import type { BarFigureProps } from '../public/components/charts/BarFigure';
import { areaFigures, type ChartData } from '../public/pages/charts/chartData';
import { EMBED_CHART_IDS, isEmbedChartId, type EmbedChartId } from '../domain/publicEmbed';
import {
  centresByType,
  childrenByAge,
  childrenByReason,
  childrenBySex,
  childrenByZone,
  learnersByCentreType,
  literacyByState,
} from '../public/pages/charts/chartSpecs';

export interface EmbedArea {
  zone: string;
  state: string;
}

type Spec = (t: Translate, data: ChartData, area: EmbedArea) => BarFigureProps;

interface EmbedChart {
  spec: Spec;
  /** False for a chart that always shows the whole country (one bar per zone). */
  followsArea: boolean;
}

const inArea = (draw: (t: Translate, data: ChartData, area: ReturnType<typeof areaFigures>) => BarFigureProps): Spec => {
  return (t, data, { zone, state }) => draw(t, data, areaFigures(data, zone, state));
};

export const EMBED_CHARTS: Readonly<Record<EmbedChartId, EmbedChart>> = {
  'literacy-by-state': { spec: (t, data, { zone, state }) => literacyByState(t, data, zone, state), followsArea: true },
  'oos-by-reason': { spec: inArea(childrenByReason), followsArea: true },
  'oos-by-sex': { spec: inArea(childrenBySex), followsArea: true },
  'oos-by-age': { spec: inArea(childrenByAge), followsArea: true },
  'oos-by-zone': { spec: (t, data) => childrenByZone(t, data), followsArea: false },
  'learners-by-centre-type': { spec: inArea(learnersByCentreType), followsArea: true },
  'centres-by-type': { spec: inArea(centresByType), followsArea: true },
};

export { EMBED_CHART_IDS };

export function embedChart(id: string): EmbedChart | undefined {
  return isEmbedChartId(id) ? EMBED_CHARTS[id] : undefined;
}
