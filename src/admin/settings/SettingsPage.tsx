import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import StorageIcon from '@mui/icons-material/Storage';
import { Link as RouterLink } from 'react-router-dom';
import { hasAnyPermission, PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { UserSummary } from '../dashboard/UserSummary';
import { useSignOut } from '../useSignOut';

/** /admin/settings (sign-in only): the signed-in user's profile, the way to Data Management, and signing out of this device. */
export function SettingsPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  if (!user) return <PageSpinner />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h2" component="h1">
        Settings
      </Typography>
      <UserSummary user={user} heading="Your profile" />
      {hasAnyPermission(user, [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT]) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h3" component="h2" gutterBottom>
            Data management
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Export record lists as CSV, or import new records from a CSV file.
          </Typography>
          <Button component={RouterLink} to="/admin/data-management" variant="outlined" startIcon={<StorageIcon />}>
            Open Data Management
          </Button>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          This device
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Signing out ends your session here and clears what this browser stored for the platform.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void signOut();
            }}
          >
            Sign out of this device
          </Button>
        </Box>
      </Paper>
    </Stack>
  );
}
