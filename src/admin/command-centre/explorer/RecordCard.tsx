import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollectorRow } from '../../../domain/protocol';
import { SYNC_STATUS_COLORS } from '../labels';
import { JsonTree } from './JsonTree';
import { displayValue, rowSyncStatus, showsAsTree, visibleFields } from './rows';

/** One device row: its fields in a grid, or a JSON tree when it has more than 8 (spec 01 §2.8). */
export function RecordCard({ table, row }: { table: string; row: CollectorRow }) {
  const fields = visibleFields(table, row);
  const status = rowSyncStatus(row.syncStatus);
  return (
    <Card variant="outlined" data-testid="cc-record" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle2">#{displayValue(row.localId)}</Typography>
          <Chip size="small" label={status} color={SYNC_STATUS_COLORS[status]} data-testid="cc-record-status" />
        </Stack>
        {showsAsTree(fields) ? (
          <JsonTree value={Object.fromEntries(fields)} />
        ) : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
            {fields.map(([field, value]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {field}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                  {displayValue(value)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
