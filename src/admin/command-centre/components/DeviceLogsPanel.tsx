import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DEVICE_LOGS_SHOWN, type DeviceLog } from '../../../domain/protocol';
import { formatTime } from '../labels';
import { Panel } from './Panel';

const LEVEL_COLORS: Record<string, string> = { error: 'error.main', warn: 'warning.main', info: 'info.main' };

/** The collector's device:log lines: 200 kept, the last 20 shown, newest first (spec 01 §9). */
export const DeviceLogsPanel = memo(function DeviceLogsPanel({ logs }: { logs: readonly DeviceLog[] }) {
  const translate = useTranslate();
  const shown = logs.slice(-DEVICE_LOGS_SHOWN).reverse();
  return (
    <Panel title={translate('commandCentre.panels.deviceLogs')}>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{translate('commandCentre.logs.none')}</Typography>
      ) : (
        <Box
          component="ol"
          data-testid="cc-logs"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1,
            maxHeight: 360,
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {shown.map((log, index) => (
            <Box component="li" key={`${logs.length - index}`} data-testid="cc-log-line" sx={{ py: 0.25, wordBreak: 'break-word' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatTime(log.timestamp)}{' '}
              </Box>
              <Box component="span" sx={{ color: LEVEL_COLORS[log.level] ?? 'text.primary', fontWeight: 600, textTransform: 'uppercase' }}>
                {log.level}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                [{log.category}]
              </Box>{' '}
              {log.message}
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
});
