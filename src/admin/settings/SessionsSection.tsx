import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '@mui/utils';
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

interface SessionLabels {
  browser: string;
  device: string;
}

/** "Chrome 131" and "Android phone": what tells one session of a person from another. */
function useSessionLabels() {
  const translate = useTranslate();
  return (session: AccountSession): SessionLabels => {
    const { browser, version, system, kind } = deviceName(session.userAgent);
    const named = browser === 'App' ? translate('accountSettings.sessions.app') : browser;
    const device = system && kind ? translate(`accountSettings.sessions.kinds.${kind}`, { system }) : system;
    return {
      browser: named ? [named, version].filter(Boolean).join(' ') : translate('accountSettings.sessions.unknownBrowser'),
      device: device ?? translate('accountSettings.sessions.unknownDevice'),
    };
  };
}

function SessionRow({ session, labels }: { session: AccountSession; labels: SessionLabels }) {
  const translate = useTranslate();
  const run = useAccountAction();
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : translate('adminCommon.never'));
  const label = translate('accountSettings.sessions.deviceOn', { browser: labels.browser, system: labels.device });
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
        {labels.browser} {session.current && <Chip size="small" color="primary" label={translate('accountSettings.sessions.thisDevice')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>{labels.device}</TableCell>
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
  const labelsOf = useSessionLabels();
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
                <TableCell>{translate('accountSettings.sessions.browser')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.device')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.address')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.lastUsed')}</TableCell>
                <TableCell>{translate('accountSettings.sessions.signedIn')}</TableCell>
                {/* Named for screen readers (axe "empty-table-header"); the column holds the sign-out buttons. */}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>{translate('accountSettings.sessions.actions')}</Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} labels={labelsOf(session)} />
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
