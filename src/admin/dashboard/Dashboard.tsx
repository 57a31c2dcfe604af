import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { dashboardSectionsOf, type DashboardFilter, type DashboardSection } from '../../domain/dashboard';
import { PageSpinner } from '../../ui/PageSpinner';
import { AdminSection } from './AdminSection';
import { CollectorSection } from './CollectorSection';
import { ExecutiveSection } from './ExecutiveSection';
import { FilterBar } from './FilterBar';
import { ReviewSection } from './ReviewSection';
import { UserSummary } from './UserSummary';
import { useCurrentUser } from './useCurrentUser';
import { useDashboardFilter } from './useDashboardFilter';

const SECTIONS: Record<DashboardSection, (props: { filter: DashboardFilter }) => React.JSX.Element> = {
  executive: ExecutiveSection,
  review: ReviewSection,
  admin: AdminSection,
  collector: CollectorSection,
};

/** /admin/dashboard: one section per dashboard permission the user holds, under one filter kept in the URL. */
export function Dashboard() {
  const translate = useTranslate();
  const { user, error } = useCurrentUser();
  const { filter, change, clear } = useDashboardFilter();
  if (!user) return <PageSpinner />;
  const sections = dashboardSectionsOf(user);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280 }}>
      <div>
        <Typography variant="h2" component="h1" gutterBottom>
          {translate('menu.dashboard')}
        </Typography>
        <Typography color="text.secondary">{translate('dashboard.welcome', { name: user.fullName?.trim() || translate('admin.user') })}</Typography>
      </div>
      {error && (
        <Alert severity="warning">{translate('dashboard.refreshFailed', { reason: error.message ?? translate('dashboard.refreshFailedReason') })}</Alert>
      )}
      {sections.length > 0 && <FilterBar filter={filter} onChange={change} onClear={clear} />}
      {sections.map((section) => {
        const Section = SECTIONS[section];
        return <Section key={section} filter={filter} />;
      })}
      <UserSummary user={user} heading={translate('dashboard.signedInAs')} />
    </Stack>
  );
}
