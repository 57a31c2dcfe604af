import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { AccountSession } from '../../domain/accountSettings';
import { formatDateTime } from '../../i18n/format';
import { errorMessage } from '../../providers/accountsApi';
import { settingsApi } from '../../providers/settingsApi';
import { useAccountAction } from '../common/useAccountAction';
import { deviceName } from './device';
import { SettingsCard } from './SettingsCard';

export const SESSIONS_KEY = ['settings', 'sessions'] as const;

function useDeviceLabel() {
  const translate = useTranslate();
  return (session: AccountSession): string => {
    const { browser, system } = deviceName(session.userAgent);
    if (browser && system) return translate('accountSettings.sessions.deviceOn', { browser, system });
    return browser ?? system ?? translate('accountSettings.sessions.unknownDevice');
  };
}

function SessionRow({ session, label }: { session: AccountSession; label: string }) {
  const translate = useTranslate();
  const run = useAccountAction();
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : translate('adminCommon.never'));
  const signOut = () =>
    run(
      async () => {
        await settingsApi.signOutSession(session.id);
        return { message: '' };
      },
      { success: translate('accountSettings.sessions.signedOut'), failure: translate('accountSettings.sessions.signOutFailed'), refresh: [SESSIONS_KEY] },
    );
  return (
    <TableRow data-testid="session-row">
      <TableCell>
        {label} {session.current && <Chip size="small" color="primary" label={translate('accountSettings.sessions.thisDevice')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>{session.ip ?? translate('accountSettings.sessions.unknownAddress')}</TableCell>
      <TableCell>{when(session.lastUsedAt)}</TableCell>
      <TableCell>{when(session.createdAt)}</TableCell>
      <TableCell align="right">
        {!session.current && (
          <Button size="small" color="error" onClick={() => void signOut()} aria-label={translate('accountSettings.sessions.signOutOf', { device: label })}>
            {translate('accountSettings.sessions.signOut')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The user's open sessions (device, address, last use), each but this one signed out with a click. */
export function SessionsSection() {
  const translate = useTranslate();
  const labelOf = useDeviceLabel();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => settingsApi.sessions(signal) });
  return (
    <SettingsCard id="settings-sessions" title={translate('accountSettings.sessions.title')} intro={translate('accountSettings.sessions.intro')}>
      {sessions.isPending && <Skeleton variant="rounded" height={96} />}
      {sessions.isError && <Alert severity="error">{translate('accountSettings.loadFailed', { error: errorMessage(sessions.error, translate('adminCommon.unknownError')) })}</Alert>}
      {sessions.data && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('accountSettings.sessions.device')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.address')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.lastUsed')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.signedIn')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} label={labelOf(session)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {sessions.data?.length === 1 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('accountSettings.sessions.none')}
        </Typography>
      )}
    </SettingsCard>
  );
}
