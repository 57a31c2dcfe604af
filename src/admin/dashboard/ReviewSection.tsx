import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FAILED_SYNC, WAITING_FOR_REVIEW, type DashboardFilter, type RecordListFilter, type ReviewDashboard } from '../../domain/dashboard';
import type { RecordType } from '../../domain/records';
import { formatNumber } from '../../i18n/format';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';
import { stateName } from '../common/format';
import { Figure } from './Figure';
import { openDuplicatesLink, recordListLink } from './listLink';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

/** A count that opens the list it counts (data-figure: the number that list must show). */
function CountLink({ value, to, testId }: { value: number; to: string; testId: string }) {
  return (
    <Link component={RouterLink} to={to} data-figure={value} data-testid={testId} underline="hover">
      {formatNumber(value)}
    </Link>
  );
}

const Column = ArrayColumn<ReviewDashboard['byType'][number] & { id: RecordType }>;

function ByType({ data }: { data: ReviewDashboard }) {
  const translate = useTranslate();
  // The answer's filter: the one the server counted with (the reviewer's state when the dashboard names none).
  const link = (type: RecordType, extra: RecordListFilter) => recordListLink(type, data.filter, extra);
  return (
    <ArrayDataTable
      rows={data.byType.map((row) => ({ ...row, id: row.type }))}
      name="dashboard-review-by-type"
      aria-label={translate('dashboards.reviewByType')}
      data-testid="review-by-type"
    >
      <Column label="dashboards.recordType" render={(row) => translate(`dashboards.types.${row.type}`)} />
      <Column
        label="dashboards.waitingForReview"
        align="right"
        render={(row) => <CountLink value={row.waiting} to={link(row.type, WAITING_FOR_REVIEW)} testId={`review-waiting-${row.type}`} />}
      />
      <Column
        label="dashboards.failedSyncs"
        align="right"
        render={(row) => <CountLink value={row.failedSyncs} to={link(row.type, FAILED_SYNC)} testId={`review-failed-${row.type}`} />}
      />
    </ArrayDataTable>
  );
}

/** The review section: what a reviewer acts on in their state, each number opening its filtered list. */
export function ReviewSection({ filter }: { filter: DashboardFilter }) {
  const translate = useTranslate();
  const { data, error, isFetching, refetch } = useSection('review', filter);
  const state = data?.filter.state ?? filter.state;
  return (
    <SectionFrame
      id="review"
      title={translate('dashboards.reviewTitle')}
      intro={translate('dashboards.reviewIntro', { place: state ? stateName(state) : translate('dashboards.everyState') })}
      loading={isFetching}
      error={error}
      generatedAt={data?.generatedAt}
      onRetry={() => void refetch()}
    >
      {data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '16rem 1fr' }, alignItems: 'start' }}>
          {data.duplicates !== null ? (
            <Figure
              label={translate('dashboards.openDuplicates')}
              value={data.duplicates}
              to={openDuplicatesLink(data.filter)}
              testId="figure-open-duplicates"
            />
          ) : (
            <span />
          )}
          <ByType data={data} />
        </Box>
      )}
    </SectionFrame>
  );
}
