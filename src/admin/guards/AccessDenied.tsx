import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';

/** What a user without access sees on the dashboard (spec 01 §2.7, §8). */
export function AccessDenied({ roleName }: { roleName: string }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" data-testid="access-denied" sx={{ maxWidth: 560, mx: 'auto', my: 4, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <LockIcon color="warning" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
      <Typography variant="h2" component="h1" gutterBottom>
        {translate('guards.accessDeniedTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('guards.accessDenied')}</Typography>
      <Typography color="text.secondary">
        {translate('guards.yourRole')} <strong data-testid="access-denied-role">{roleName}</strong>
      </Typography>
    </Paper>
  );
}
