import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import {
  ONLINE_COLLECTORS,
  PENDING_INVITATIONS,
  SILENT_COLLECTORS,
  peopleListFilter,
  type AdminDashboard,
  type DashboardFilter,
  type JobSummary,
  type ListFilter,
} from '../../domain/dashboard';
import { auditActionText, auditResourceText } from '../audit-logs/format';
import { formatDateTime, stateName } from '../common/format';
import { EventList } from './EventList';
import { Figure } from './Figure';
import { withFilter } from './listLink';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

const JOB_KIND_KEYS: Record<JobSummary['kind'], string> = {
  bulkInvite: 'dashboards.jobKind.bulkInvite',
  import: 'dashboards.jobKind.import',
  export: 'dashboards.jobKind.export',
};
const JOB_STATUS_KEYS: Record<JobSummary['status'], string> = {
  running: 'dashboards.jobStatus.running',
  completed: 'dashboards.jobStatus.completed',
  failed: 'dashboards.jobStatus.failed',
};

const COLLECTORS_LIST = '/admin/collection-users';
const USERS_LIST = '/admin/user-management';

/** Figures with a list open it filtered as the server counted them; the others have no list that shows them. */
function Figures({ data, filter }: { data: AdminDashboard; filter: DashboardFilter }) {
  const translate = useTranslate();
  const { collectors } = data;
  const people = (path: string, extra: ListFilter) => withFilter(path, peopleListFilter(filter, extra));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', mb: 3 }}>
      <Figure
        label={translate('dashboards.onlineNow')}
        value={collectors.onlineNow}
        to={people(COLLECTORS_LIST, ONLINE_COLLECTORS)}
        testId="figure-online-now"
      />
      <Figure label={translate('dashboards.activeToday')} value={collectors.activeToday} testId="figure-active-today" />
      <Figure
        label={translate('dashboards.silentCollectors')}
        value={collectors.silent}
        to={people(COLLECTORS_LIST, SILENT_COLLECTORS)}
        testId="figure-silent"
      />
      <Figure label={translate('dashboards.syncedToday')} value={data.synced.today} testId="figure-synced-today" />
      <Figure label={translate('dashboards.syncedThisWeek')} value={data.synced.thisWeek} testId="figure-synced-week" />
      <Figure label={translate('dashboards.failedSyncs')} value={data.failedSyncs} testId="figure-failed-syncs" />
      <Figure
        label={translate('dashboards.pendingInvitations')}
        value={data.pendingInvitations}
        to={people(USERS_LIST, PENDING_INVITATIONS)}
        testId="figure-pending-invitations"
      />
      <Figure label={translate('dashboards.runningJobs')} value={data.jobs.running} testId="figure-running-jobs" />
    </Box>
  );
}

/** The admin section: who is collecting, what arrived, what waits, and what happened last. */
export function AdminSection({ filter }: { filter: DashboardFilter }) {
  const translate = useTranslate();
  const { data, error, isFetching, refetch } = useSection('admin', filter);
  const never = translate('adminCommon.never');
  return (
    <SectionFrame
      id="admin"
      title={translate('dashboards.adminTitle')}
      intro={translate('dashboards.adminIntro', { smart_count: 3 })}
      loading={isFetching}
      error={error}
      generatedAt={data?.generatedAt}
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          <Figures data={data} filter={filter} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <EventList
              title={translate('dashboards.silentList', { smart_count: 3 })}
              testId="list-silent"
              empty={translate('dashboards.noSilent')}
              lines={data.collectors.silentList.map((collector) => ({
                key: String(collector.id),
                primary: collector.fullName,
                secondary: `${stateName(collector.state) || translate('dashboards.noState')} · ${translate('dashboards.lastSeen', { time: formatDateTime(collector.lastSeenAt, never) })}`,
              }))}
            />
            <EventList
              title={translate('dashboards.jobs')}
              testId="list-jobs"
              empty={translate('dashboards.noJobs')}
              lines={data.jobs.latest.map((job) => ({
                key: `${job.kind}-${job.id}`,
                primary: `${translate(JOB_KIND_KEYS[job.kind])}: ${job.label}`,
                secondary: `${translate(JOB_STATUS_KEYS[job.status])} · ${formatDateTime(job.at, never)}`,
              }))}
            />
            <EventList
              title={translate('dashboards.latestAudit')}
              testId="list-audit"
              empty={data.latestAudit ? translate('dashboards.noAudit') : translate('dashboards.auditNotAllowed')}
              lines={(data.latestAudit ?? []).map((event) => ({
                key: event.id,
                primary: `${auditActionText(event.action, translate)} · ${auditResourceText(event.resource, translate)}${event.resourceId ? ` #${event.resourceId}` : ''}`,
                secondary: `${event.userName ?? translate('dashboards.system')} · ${formatDateTime(event.createdAt, never)}`,
              }))}
            />
          </Box>
        </>
      )}
    </SectionFrame>
  );
}
