import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { session } from '../../providers/session';

/**
 * The full page a suspended user sees instead of the admin shell (spec 01 §2.6, §8). It may show
 * before react-admin starts (SessionGate), so it translates with the i18n store, not react-admin.
 */
export function AccountSuspended() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await session.logout();
    } finally {
      navigate('/login', { replace: true });
    }
  };
  return (
    <Box
      component="main"
      data-testid="account-suspended"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 480, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <BlockIcon color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
        <Typography variant="h2" component="h1" gutterBottom>
          {translate('guards.accountSuspendedTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate('guards.accountSuspended')}</Typography>
        <Button variant="contained" onClick={signOut} disabled={busy}>
          {translate('admin.signOut')}
        </Button>
      </Paper>
    </Box>
  );
}
