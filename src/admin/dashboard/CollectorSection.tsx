import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CollectorDashboard, DashboardFilter } from '../../domain/dashboard';
import type { RecordType } from '../../domain/records';
import { formatNumber } from '../../i18n/format';
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

function ByType({ data }: { data: CollectorDashboard }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('dashboards.ownRecords')} data-testid="collector-by-type">
      <TableHead>
        <TableRow>
          <TableCell>{translate('dashboards.recordType')}</TableCell>
          <TableCell align="right">{translate('dashboards.synced')}</TableCell>
          <TableCell align="right">{translate('dashboards.pending')}</TableCell>
          <TableCell align="right">{translate('dashboards.failed')}</TableCell>
          <TableCell align="right">{translate('dashboards.total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.byType.map((row) => (
          <TableRow key={row.type}>
            <TableCell>{translate(TYPE_KEYS[row.type])}</TableCell>
            <TableCell align="right">{formatNumber(row.synced)}</TableCell>
            <TableCell align="right">{formatNumber(row.pending)}</TableCell>
            <TableCell align="right">{formatNumber(row.failed)}</TableCell>
            <TableCell align="right">{formatNumber(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
            <Figure label={translate('dashboards.lastSync')} value={formatDateTime(data.lastSyncAt, translate('adminCommon.never'))} testId="figure-last-sync" />
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
