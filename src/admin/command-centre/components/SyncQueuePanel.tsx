import { memo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RowSyncStatus, SyncQueueItem } from '../../../domain/protocol';
import { rowSyncStatus } from '../explorer/rows';
import { SYNC_STATUS_COLORS, tableLabelKey } from '../labels';
import { Panel } from './Panel';

const ORDER: readonly RowSyncStatus[] = ['pending', 'synced', 'failed', 'unknown'];
const FAILURES_SHOWN = 5;

function Count({ status, count }: { status: RowSyncStatus; count: number }) {
  const translate = useTranslate();
  const color = SYNC_STATUS_COLORS[status];
  return (
    <Box sx={{ flex: '1 1 90px', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="h5" component="p" color={color === 'default' ? 'text.primary' : `${color}.main`} data-testid={`cc-queue-${status}`}>
        {count}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
        {translate(`commandCentre.statusFilters.${status}`)}
      </Typography>
    </Box>
  );
}

/** The selected tab's sync queue (GET /admin/sync/queue/{id|all}): counts and recent failures. */
export const SyncQueuePanel = memo(function SyncQueuePanel({ items, loading }: { items: readonly SyncQueueItem[] | undefined; loading: boolean }) {
  const translate = useTranslate();
  const counts = Object.fromEntries(ORDER.map((status) => [status, 0])) as Record<RowSyncStatus, number>;
  for (const item of items ?? []) counts[rowSyncStatus(item.syncStatus)] += 1;
  const tableName = (table: string) => {
    const key = tableLabelKey(table);
    return key ? translate(key) : table;
  };
  const failures = (items ?? []).filter((item) => rowSyncStatus(item.syncStatus) === 'failed').slice(0, FAILURES_SHOWN);
  return (
    <Panel title={translate('commandCentre.panels.syncQueue')}>
      {loading && <LinearProgress aria-label={translate('commandCentre.queue.loading')} sx={{ mb: 1 }} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ORDER.filter((status) => status !== 'unknown' || counts.unknown > 0).map((status) => (
          <Count key={status} status={status} count={counts[status]} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="cc-queue-total">
        {items ? translate('commandCentre.queue.items', { smart_count: items.length }) : translate('commandCentre.queue.noReport')}
      </Typography>
      {failures.length > 0 && (
        <Box component="ul" sx={{ pl: 2, mt: 1, mb: 0 }}>
          {failures.map((item) => (
            <Typography component="li" variant="body2" key={`${item.collectorId ?? ''}-${item.table}-${item.localUUID}`}>
              {tableName(item.table)} #{item.localId}: {item.lastError || translate('commandCentre.statusFilters.failed')}
            </Typography>
          ))}
        </Box>
      )}
    </Panel>
  );
});
