import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import StorageIcon from '@mui/icons-material/Storage';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasAnyPermission, hasSuperAdminRole, PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { useSignOut } from '../useSignOut';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { SystemSection } from './SystemSection';
import { ThemeSection } from './ThemeSection';

/**
 * /admin/settings (sign-in only): profile, password, theme, open sessions, for super admins the
 * system information and outbox, the way to Data Management, and signing out of this device.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  if (!user) return <PageSpinner />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h2" component="h1">
        {translate('menu.settings')}
      </Typography>
      <ProfileSection user={user} />
      <PasswordSection />
      <ThemeSection />
      <SessionsSection />
      {hasSuperAdminRole(user) && <SystemSection />}
      {hasAnyPermission(user, [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT]) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {translate('settings.dataManagement')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('settings.dataManagementText')}
          </Typography>
          <Button component={RouterLink} to="/admin/data-management" variant="outlined" startIcon={<StorageIcon />}>
            {translate('settings.openDataManagement')}
          </Button>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          {translate('settings.thisDevice')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('settings.thisDeviceText')}
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
            {translate('settings.signOutDevice')}
          </Button>
        </Box>
      </Paper>
    </Stack>
  );
}
