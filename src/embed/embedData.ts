/**
 * The embed's figures: the three public answers the charts page reads, by plain fetch (no query
 * cache: an embed page loads them once).
 */
import type { IndicatorsAnswer, SummaryAnswer } from '../domain/publicData';
import type { ChartData } from '../public/pages/charts/chartData';
import { publicRequest as getJson } from '../providers/publicRequest';

export async function loadChartData(): Promise<ChartData> {
  const [summary, states, zones] = await Promise.all([
    getJson<SummaryAnswer>('/public/summary'),
    getJson<IndicatorsAnswer>('/public/indicators?level=state'),
    getJson<IndicatorsAnswer>('/public/indicators?level=zone'),
  ]);
  return { summary, states, zones };
}
