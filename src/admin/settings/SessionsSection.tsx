import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { AccountSession } from '../../domain/accountSettings';
import { formatDateTime } from '../../i18n/format';
import { errorMessage } from '../../providers/accountsApi';
import { settingsApi } from '../../providers/settingsApi';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';
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

function SignOutButton({ session, labels }: { session: AccountSession; labels: SessionLabels }) {
  const translate = useTranslate();
  const run = useAccountAction();
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
    <Button size="small" color="error" onClick={() => void signOut()} aria-label={translate('accountSettings.sessions.signOutOf', { device: label })}>
      {translate('accountSettings.sessions.signOut')}
    </Button>
  );
}

const Column = ArrayColumn<AccountSession>;

function SessionsTable({ sessions }: { sessions: readonly AccountSession[] }) {
  const translate = useTranslate();
  const labelsOf = useSessionLabels();
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : translate('adminCommon.never'));
  return (
    <TableContainer>
      <ArrayDataTable rows={sessions} name="sessions" rowAttributes={() => ({ 'data-testid': 'session-row' })}>
        <Column
          label="accountSettings.sessions.browser"
          render={(session) => (
            <>
              {labelsOf(session).browser}{' '}
              {session.current && <Chip size="small" color="primary" label={translate('accountSettings.sessions.thisDevice')} sx={{ ml: 1 }} />}
            </>
          )}
        />
        <Column label="accountSettings.sessions.device" render={(session) => labelsOf(session).device} />
        <Column label="accountSettings.sessions.address" render={(session) => session.ip ?? translate('accountSettings.sessions.unknownAddress')} />
        <Column label="accountSettings.sessions.lastUsed" render={(session) => when(session.lastUsedAt)} />
        <Column label="accountSettings.sessions.signedIn" render={(session) => when(session.createdAt)} />
        <Column
          // Named for screen readers (axe "empty-table-header"); the column holds the sign-out buttons.
          label={
            <Box component="span" sx={visuallyHidden}>
              {translate('accountSettings.sessions.actions')}
            </Box>
          }
          align="right"
          render={(session) => (session.current ? null : <SignOutButton session={session} labels={labelsOf(session)} />)}
        />
      </ArrayDataTable>
    </TableContainer>
  );
}

/** The user's open sessions (device, address, last use), each but this one signed out with a click. */
export function SessionsSection() {
  const translate = useTranslate();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => settingsApi.sessions(signal) });
  return (
    <SettingsCard id="settings-sessions" title={translate('accountSettings.sessions.title')} intro={translate('accountSettings.sessions.intro')}>
      {sessions.isPending && <Skeleton variant="rounded" height={96} />}
      {sessions.isError && (
        <Alert severity="error">
          {translate('accountSettings.loadFailed', { error: errorMessage(sessions.error, translate('adminCommon.unknownError')) })}
        </Alert>
      )}
      {sessions.data && <SessionsTable sessions={sessions.data} />}
      {sessions.data?.length === 1 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('accountSettings.sessions.none')}
        </Typography>
      )}
    </SettingsCard>
  );
}
