import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../../domain/session';
import { roleLabel } from '../guards/roleLabel';
import { UserAvatar } from '../layout/UserAvatar';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: 1, py: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Who is signed in: name, e-mail, role and the permissions as chips. */
export function UserSummary({ user, heading }: { user: SessionUser; heading: string }) {
  const translate = useTranslate();
  const name = user.fullName?.trim() || translate('admin.user');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="user-summary">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <UserAvatar name={name} size={48} />
        <Typography variant="h3" component="h2">
          {heading}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={translate('dashboard.fullName')} value={name} testId="user-full-name" />
        <Row label={translate('dashboard.email')} value={user.email} testId="user-email" />
        <Row label={translate('dashboard.role')} value={roleLabel(user, translate('guards.unknownRole'))} testId="user-role" />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {translate('dashboard.permissions')}
      </Typography>
      {user.permissions.length === 0 ? (
        <Typography color="text.secondary">{translate('dashboard.noPermissions')}</Typography>
      ) : (
        <Box component="ul" aria-label={translate('dashboard.permissions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {user.permissions.map((permission) => (
            <li key={permission}>
              <Chip label={permission} size="small" variant="outlined" color="primary" data-testid="permission-chip" />
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
