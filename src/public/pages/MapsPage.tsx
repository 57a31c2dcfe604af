import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ZONES, type ZoneSlug } from '../../domain/locations';
import type { IndicatorRow } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { describeValue, formatValue } from '../components/format';
import { INDICATOR_BY_ID, MAP_INDICATORS } from '../components/indicators';
import { Columns } from '../components/Columns';
import { zoneLabel } from '../components/labels';
import { LoadState } from '../components/LoadState';
import { MAP_CREDIT } from '../components/map/credit';
import { MapLegend } from '../components/map/MapLegend';
import { LazyStateMap } from '../components/map/LazyStateMap';
import { OutlinedSelect } from '../components/OutlinedSelect';
import { PageHeader } from '../components/PageHeader';
import { RichText } from '../components/RichText';
import { RecordsSource, ReferenceSource } from '../components/SourceNote';
import { usePublicData } from '../components/usePublicData';
import { useUrlState } from '../components/useUrlState';
import { useMapFills } from './maps/useMapFills';
import { ZonePicker } from './maps/ZonePicker';

const DEFAULTS = { indicator: 'literacy' };
const NO_ROWS: IndicatorRow[] = [];
// The chosen state's figures are not part of the first paint: they load when a state is chosen,
// or as soon as the visitor points at or tabs into the map.
const loadStatePanel = () => import('./maps/StatePanel');
const StatePanel = lazy(() => loadStatePanel().then((module) => ({ default: module.StatePanel })));
const preloadStatePanel = () => {
  loadStatePanel().catch(() => undefined);
};
const asZone = (value: string) => ZONES.find((z) => z.slug === value)?.slug ?? null;

/** /maps: a choropleth of the 37 states, drawn offline; the indicator, state and zone live in the URL. */
export default function MapsPage() {
  const t = useTranslate();
  const { data, error, loading, retry } = usePublicData(publicApi.indicators('state'));
  const { get, set } = useUrlState(DEFAULTS);
  const indicatorId = MAP_INDICATORS.includes(get('indicator')) ? get('indicator') : DEFAULTS.indicator;
  const indicator = INDICATOR_BY_ID.get(indicatorId)!;
  const indicatorLabel = t(indicator.labelKey);
  const zone = asZone(get('zone'));
  const [preview, setPreview] = useState<ZoneSlug | null>(null);
  const rows = data?.data ?? NO_ROWS;
  const fills = useMapFills(rows, indicator);
  const selected = fills.rowOf(get('state'));
  const literacy = rows.find((row) => row.literacy)?.literacy;
  const tooltipOf = (slug: string) => (
    <>
      <strong>{fills.rowOf(slug)?.name}</strong>
      <br />
      {t('maps.valueLine', { indicator: indicatorLabel, value: describeValue(fills.valueOf(slug), indicator.unit) })}
      <br />
      <Typography variant="caption">
        {zoneLabel(t, fills.rowOf(slug)?.zone)} · {t('maps.details')}
      </Typography>
    </>
  );
  return (
    <>
      <PageHeader title={t('nav.maps')} intro={t('maps.intro')} />
      <Box sx={{ mb: 2 }}>
        <OutlinedSelect
          label={t('maps.indicator')}
          value={indicatorId}
          options={MAP_INDICATORS.map((id) => ({ value: id, label: t(INDICATOR_BY_ID.get(id)!.labelKey) }))}
          onChange={(indicator) => set({ indicator })}
          minWidth={280}
          data-testid="map-indicator"
        />
      </Box>
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <Columns columns={{ xs: 1, md: '8fr 4fr' }} spacing={3}>
          <div>
            <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }} onPointerEnter={preloadStatePanel} onFocus={preloadStatePanel}>
              <LazyStateMap
                title={t('maps.mapTitle', { indicator: indicatorLabel })}
                fillOf={fills.fillOf}
                labelOf={fills.labelOf}
                tooltipOf={tooltipOf}
                selected={selected?.slug ?? null}
                zone={preview ?? zone}
                onSelect={(slug) => set({ state: slug })}
              />
              <Typography variant="caption" component="p" color="text.secondary" data-testid="map-credit" sx={{ mt: 1 }}>
                {t(MAP_CREDIT.textKey)}{' '}
                <Link href={MAP_CREDIT.licenceUrl} rel="license noopener">
                  {t('publicCommon.licence')}
                </Link>
              </Typography>
            </Paper>
            <Box sx={{ mt: 1 }}>
              {indicator.source === 'literacy' && literacy ? <ReferenceSource figure={literacy} /> : <RecordsSource generatedAt={data.generatedAt} />}
              <Typography variant="caption" color="text.secondary">
                <RichText
                  text={t('maps.sameFigures')}
                  parts={{
                    link: (
                      <Link component={RouterLink} to={`/data-table?sort=${indicator.id}&dir=desc`}>
                        {t('nav.dataTable')}
                      </Link>
                    ),
                  }}
                />
              </Typography>
            </Box>
          </div>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <MapLegend title={indicatorLabel} classes={fills.classes} extra={fills.extra} format={(v) => formatValue(v, indicator.unit)} />
            <ZonePicker selected={zone} onSelect={(next) => set({ zone: next })} onPreview={setPreview} />
            {selected ? (
              <Suspense fallback={null}>
                <StatePanel row={selected} generatedAt={data.generatedAt} onClose={() => set({ state: null })} />
              </Suspense>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('maps.chooseState')}
              </Typography>
            )}
          </Box>
        </Columns>
      )}
    </>
  );
}
