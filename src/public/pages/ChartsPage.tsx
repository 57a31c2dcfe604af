import Stack from '@mui/material/Stack';
import { allStates, ZONES } from '../../domain/locations';
import { BarFigure } from '../components/charts/BarFigure';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { useUrlState } from '../components/useUrlState';
import { AreaFilter } from './charts/AreaFilter';
import { areaFigures, loadChartData } from './charts/chartData';
import {
  centresByType,
  childrenByAge,
  childrenByReason,
  childrenBySex,
  childrenByZone,
  learnersByCentreType,
  literacyByState,
} from './charts/chartSpecs';

const DEFAULTS = {};

/** /charts: literacy, out-of-school children, learners and learning centres; the area lives in the URL. */
export default function ChartsPage() {
  const { data, error, loading, retry } = usePublicData(loadChartData);
  const { get, set } = useUrlState(DEFAULTS);
  const zone = ZONES.some((z) => z.slug === get('zone')) ? get('zone') : '';
  const state = allStates().some((s) => s.slug === get('state')) ? get('state') : '';
  const area = data ? areaFigures(data, zone, state) : null;
  return (
    <>
      <PageHeader
        title="Charts"
        intro="Literacy by state, out-of-school children by reason, sex, age group and zone, learners and learning centres by type of learning centre. Choose a zone or a state; the address keeps your choice. Each chart has its figures as a table and can be saved as an image."
      />
      <AreaFilter zone={zone} state={state} onChange={(next) => set(next)} />
      <LoadState loading={loading} error={error} retry={retry} />
      {data && area && (
        <Stack spacing={3}>
          <BarFigure {...literacyByState(data, zone, state)} />
          <BarFigure {...childrenByReason(data, area)} />
          <BarFigure {...childrenBySex(data, area)} />
          <BarFigure {...childrenByAge(data, area)} />
          <BarFigure {...childrenByZone(data)} />
          <BarFigure {...learnersByCentreType(data, area)} />
          <BarFigure {...centresByType(data, area)} />
        </Stack>
      )}
    </>
  );
}
