import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../ui/PageSpinner';
import { UserSummary } from './UserSummary';
import { useCurrentUser } from './useCurrentUser';

/** /admin/dashboard: for now, who is signed in. The figures come with the dashboard issue. */
export function Dashboard() {
  const { user, error } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h2" component="h1" gutterBottom>
          Dashboard
        </Typography>
        <Typography color="text.secondary">Welcome, {user.fullName?.trim() || 'User'}.</Typography>
      </div>
      {error && <Alert severity="warning">Your profile could not be refreshed: {error}</Alert>}
      <UserSummary user={user} heading="Signed in as" />
    </Stack>
  );
}
