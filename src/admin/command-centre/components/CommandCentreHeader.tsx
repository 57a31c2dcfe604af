import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RealtimeStatus } from '../../../providers/realtime';

interface HeaderProps {
  onlineCount: number;
  refreshing: boolean;
  connection: RealtimeStatus;
  /** The header's tools (Data Verification Tools). */
  children?: ReactNode;
}

const CONNECTION_LABEL_KEYS: Record<RealtimeStatus, string> = {
  idle: 'commandCentre.connection.idle',
  connecting: 'commandCentre.connection.connecting',
  connected: 'commandCentre.connection.connected',
  disconnected: 'commandCentre.connection.disconnected',
};

/** Title, the number of collectors online and a refreshing indicator (spec 01 §2.8). */
export function CommandCentreHeader({ onlineCount, refreshing, connection, children }: HeaderProps) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h1">
          {translate('menu.commandCentre')}
        </Typography>
        <Chip
          color={onlineCount > 0 ? 'success' : 'default'}
          label={translate('commandCentre.onlineCount', { smart_count: onlineCount })}
          data-testid="cc-online-count"
        />
        <Chip
          variant="outlined"
          size="small"
          color={connection === 'connected' ? 'success' : 'warning'}
          label={translate(CONNECTION_LABEL_KEYS[connection])}
          data-testid="cc-connection"
        />
        <Box sx={{ width: 18, height: 18, display: 'flex' }}>
          {refreshing && <CircularProgress size={18} aria-label={translate('commandCentre.refreshing')} data-testid="cc-refreshing" />}
        </Box>
      </Stack>
      {children}
    </Stack>
  );
}
