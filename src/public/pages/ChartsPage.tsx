import Stack from '@mui/material/Stack';
import { allStates, ZONES } from '../../domain/locations';
import { useTranslate } from '../../i18n/useTranslate';
import { BarFigure } from '../components/charts/BarFigure';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { useUrlState } from '../components/useUrlState';
import { AreaFilter } from './charts/AreaFilter';
import { areaFigures, chartDataQuery } from './charts/chartData';
import { centresByType, childrenByAge, childrenByReason, childrenBySex, childrenByZone, learnersByCentreType, literacyByState } from './charts/chartSpecs';

const DEFAULTS = {};

/** /charts: literacy, out-of-school children, learners and learning centres; the area lives in the URL. */
export default function ChartsPage() {
  const t = useTranslate();
  const { data, error, loading, retry } = usePublicData(chartDataQuery);
  const { get, set } = useUrlState(DEFAULTS);
  const zone = ZONES.some((z) => z.slug === get('zone')) ? get('zone') : '';
  const state = allStates().some((s) => s.slug === get('state')) ? get('state') : '';
  const area = data ? areaFigures(data, zone, state) : null;
  return (
    <>
      <PageHeader title={t('nav.charts')} intro={t('charts.intro')} />
      <AreaFilter zone={zone} state={state} onChange={(next) => set(next)} />
      <LoadState loading={loading} error={error} retry={retry} />
      {data && area && (
        <Stack spacing={3}>
          <BarFigure {...literacyByState(t, data, zone, state)} />
          <BarFigure {...childrenByReason(t, data, area)} />
          <BarFigure {...childrenBySex(t, data, area)} />
          <BarFigure {...childrenByAge(t, data, area)} />
          <BarFigure {...childrenByZone(t, data)} />
          <BarFigure {...learnersByCentreType(t, data, area)} />
          <BarFigure {...centresByType(t, data, area)} />
        </Stack>
      )}
    </>
  );
}
