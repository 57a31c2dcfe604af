/** The embed page: one chart of the charts page for the area and language of its address. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { areaFigures, areaName, type ChartData } from '../public/pages/charts/chartData';
import { SITE_NAME } from '../ui/siteName';
import { areaQuery, type EmbedAddress } from '../ui/embedAddress';
import { EMBED_CHART_IDS, embedChart } from './embedCharts';
import { loadChartData } from './embedData';
import { EmbedFigure } from './EmbedFigure';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: ChartData };

export function EmbedApp({ address, load = loadChartData }: { address: EmbedAddress; load?: () => Promise<ChartData> }) {
  const t = useTranslate();
  const chart = embedChart(address.chartId);
  const [status, setStatus] = useState<Load>({ state: 'loading' });
  const fetchFigures = useCallback(() => {
    setStatus({ state: 'loading' });
    load().then(
      (data) => setStatus({ state: 'ready', data }),
      () => setStatus({ state: 'failed' }),
    );
  }, [load]);
  useEffect(() => {
    if (chart) fetchFigures();
  }, [chart, fetchFigures]);

  const figure = chart && status.state === 'ready' ? chart.spec(t, status.data, address) : undefined;
  useEffect(() => {
    if (figure) document.title = `${figure.title} · ${SITE_NAME}`;
  }, [figure]);

  if (!chart) {
    return (
      <main className="embed">
        <p role="alert">{t('publicEmbed.unknownChart', { id: address.chartId, ids: EMBED_CHART_IDS.join(', ') })}</p>
      </main>
    );
  }
  if (status.state === 'loading') {
    return (
      <main className="embed" aria-busy="true">
        <p role="status">{t('publicEmbed.loading')}</p>
      </main>
    );
  }
  if (status.state === 'failed' || !figure) {
    return (
      <main className="embed">
        <p role="alert">{t('publicEmbed.loadFailed')}</p>
        <button type="button" onClick={fetchFigures}>
          {t('publicEmbed.retry')}
        </button>
      </main>
    );
  }
  const area = chart.followsArea ? { zone: address.zone, state: address.state } : { zone: '', state: '' };
  const shown = areaFigures(status.data, area.zone, area.state);
  return <EmbedFigure figure={figure} areaName={areaName(t, shown)} siteHref={`/charts${areaQuery(area)}`} />;
}
