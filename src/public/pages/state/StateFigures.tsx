import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import type { State } from '../../../domain/locations';
import { publicApi } from '../../../providers/publicApi';
import { LoadState } from '../../components/LoadState';
import { usePublicData } from '../../components/usePublicData';
import { useUrlState } from '../../components/useUrlState';
import { LgaSection } from './LgaSection';
import { StateHeadline } from './StateHeadline';
import { StateProgrammes } from './StateProgrammes';
import { StateSources } from './StateSources';
import { useLgaView } from './useLgaView';

// The chart (MUI X Charts) loads after the figures and the table have been drawn.
const LgaChart = lazy(() => import('./LgaChart').then((module) => ({ default: module.LgaChart })));
const NO_LGAS: LgaIndicatorRow[] = [];
const DEFAULTS = { bars: 'top' };

/** Everything on a state page below its heading: headline figures, the LGA table and chart, programmes and sources. */
export function StateFigures({ state }: { state: State }) {
  const states = usePublicData(publicApi.indicators('state'));
  const lgas = usePublicData(publicApi.lgaIndicators(state.slug));
  const programmes = usePublicData(publicApi.programmes({ state: state.slug }));
  const { get, set } = useUrlState(DEFAULTS);
  const view = useLgaView(lgas.data?.data ?? NO_LGAS);
  const row = states.data?.data.find((candidate) => candidate.slug === state.slug);
  return (
    <Stack spacing={5}>
      <div>
        <LoadState {...states} />
        {row && states.data && <StateHeadline row={row} generatedAt={states.data.generatedAt} />}
      </div>
      <div>
        <LoadState {...lgas} />
        {lgas.data && <LgaSection answer={lgas.data} view={view} stateName={state.name} />}
      </div>
      {lgas.data && lgas.data.data.length > 0 && (
        <Suspense fallback={null}>
          <LgaChart
            rows={lgas.data.data}
            stateName={state.name}
            generatedAt={lgas.data.generatedAt}
            showAll={get('bars') === 'all'}
            onShowAll={(all) => set({ bars: all ? 'all' : null })}
          />
        </Suspense>
      )}
      <div>
        <LoadState {...programmes} />
        {programmes.data && <StateProgrammes programmes={programmes.data.data} stateName={state.name} />}
      </div>
      <StateSources />
    </Stack>
  );
}
