import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../public/common/PageSpinner';
import { UserSummary } from '../dashboard/UserSummary';
import { useSignOut } from '../useSignOut';

/** /admin/settings (sign-in only): the signed-in user's profile and signing out of this device. */
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
