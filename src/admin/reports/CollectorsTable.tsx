import Chip from '@mui/material/Chip';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';
import { formatNumber } from '../../i18n/format';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';
import { stateName } from '../common/format';
import { collectorName, formatTime, TYPE_LABEL_KEYS } from './labels';

const Column = ArrayColumn<CollectorPerformance & { id: number | string }>;

/** One row per collector, busiest first: records by type, total, states and the last record. */
export function CollectorsTable({ rows }: { rows: readonly CollectorPerformance[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <ArrayDataTable
        rows={rows.map((row) => ({ ...row, id: row.collector?.id ?? 'none' }))}
        name="performance-collectors"
        aria-label={translate('reports.recordsPerCollector')}
        data-testid="performance-table"
        rowAttributes={() => ({ 'data-testid': 'performance-row' })}
      >
        <Column
          label="reports.collector"
          bodyCell={{ component: 'th', scope: 'row' }}
          render={(row) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {collectorName(row, translate('reports.noCollector'))}
              </Typography>
              {row.collector && (
                <Typography variant="caption" color="text.secondary">
                  {row.collector.email}
                </Typography>
              )}
              {row.collector && !row.collector.isActive && <Chip size="small" label={translate('reports.suspended')} sx={{ ml: 1 }} />}
            </>
          )}
        />
        <Column label="reports.states" render={(row) => row.states.map(stateName).join(', ')} />
        {PERFORMANCE_RECORD_TYPES.map((type) => (
          <Column key={type} label={TYPE_LABEL_KEYS[type]} align="right" render={(row) => formatNumber(row.records[type])} />
        ))}
        <Column label="reports.total" align="right" cellSx={() => ({ fontWeight: 700 })} render={(row) => formatNumber(row.records.total)} />
        <Column label="reports.lastRecord" cellSx={() => ({ whiteSpace: 'nowrap' })} render={(row) => formatTime(row.lastRecordAt)} />
      </ArrayDataTable>
    </TableContainer>
  );
}
