import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CollectorDashboard, DashboardFilter } from '../../domain/dashboard';
import type { RecordType } from '../../domain/records';
import { formatNumber } from '../../i18n/format';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';
import { formatDateTime, stateName } from '../common/format';
import { Figure } from './Figure';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

const TYPE_KEYS: Record<RecordType, string> = {
  schools: 'dashboards.types.schools',
  learners: 'dashboards.types.learners',
  staff: 'dashboards.types.staff',
  communities: 'dashboards.types.communities',
  households: 'dashboards.types.households',
  outOfSchoolChildren: 'dashboards.types.outOfSchoolChildren',
};

function Place({ data }: { data: CollectorDashboard }) {
  const translate = useTranslate();
  if (!data.state || data.stateAverage === null || data.rankInState === null) {
    return <Typography color="text.secondary">{translate('dashboards.noStateToCompare')}</Typography>;
  }
  return (
    <Typography data-testid="collector-place">
      {translate('dashboards.place', {
        rank: formatNumber(data.rankInState),
        smart_count: data.collectorsInState,
        state: stateName(data.state),
        average: formatNumber(data.stateAverage, { maximumFractionDigits: 1 }),
      })}
    </Typography>
  );
}

const Column = ArrayColumn<CollectorDashboard['byType'][number] & { id: RecordType }>;

function ByType({ data }: { data: CollectorDashboard }) {
  const translate = useTranslate();
  return (
    <ArrayDataTable
      rows={data.byType.map((row) => ({ ...row, id: row.type }))}
      name="dashboard-collector-by-type"
      aria-label={translate('dashboards.ownRecords')}
      data-testid="collector-by-type"
    >
      <Column label="dashboards.recordType" render={(row) => translate(TYPE_KEYS[row.type])} />
      <Column label="dashboards.synced" align="right" render={(row) => formatNumber(row.synced)} />
      <Column label="dashboards.pending" align="right" render={(row) => formatNumber(row.pending)} />
      <Column label="dashboards.failed" align="right" render={(row) => formatNumber(row.failed)} />
      <Column label="dashboards.total" align="right" render={(row) => formatNumber(row.total)} />
    </ArrayDataTable>
  );
}

/** The collector section: the signed-in collector's own records and how they compare in their state. */
export function CollectorSection({ filter }: { filter: DashboardFilter }) {
  const translate = useTranslate();
  const { data, error, isFetching, refetch } = useSection('collector', filter);
  return (
    <SectionFrame
      id="collector"
      title={translate('dashboards.collectorTitle')}
      intro={translate('dashboards.collectorIntro')}
      loading={isFetching}
      error={error}
      generatedAt={data?.generatedAt}
      onRetry={() => void refetch()}
    >
      {data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '16rem 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Figure label={translate('dashboards.ownTotal')} value={data.total} testId="figure-own-total" />
            <Figure
              label={translate('dashboards.lastSync')}
              value={formatDateTime(data.lastSyncAt, translate('adminCommon.never'))}
              testId="figure-last-sync"
            />
          </Box>
          <Box>
            <ByType data={data} />
            <Box sx={{ mt: 2 }}>
              <Place data={data} />
            </Box>
          </Box>
        </Box>
      )}
    </SectionFrame>
  );
}
