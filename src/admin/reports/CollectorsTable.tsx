import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';
import { formatNumber } from '../../i18n/format';
import { stateName } from '../common/format';
import { collectorName, formatTime, TYPE_LABEL_KEYS } from './labels';

/** One row per collector, busiest first: records by type, total, states and the last record. */
export function CollectorsTable({ rows }: { rows: readonly CollectorPerformance[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('reports.recordsPerCollector')} data-testid="performance-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{translate('reports.collector')}</TableCell>
            <TableCell component="th" scope="col">{translate('reports.states')}</TableCell>
            {PERFORMANCE_RECORD_TYPES.map((type) => (
              <TableCell key={type} component="th" scope="col" align="right">
                {translate(TYPE_LABEL_KEYS[type])}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">{translate('reports.total')}</TableCell>
            <TableCell component="th" scope="col">{translate('reports.lastRecord')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.collector?.id ?? 'none'} data-testid="performance-row">
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{collectorName(row, translate('reports.noCollector'))}</Typography>
                {row.collector && (
                  <Typography variant="caption" color="text.secondary">
                    {row.collector.email}
                  </Typography>
                )}
                {row.collector && !row.collector.isActive && <Chip size="small" label={translate('reports.suspended')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{row.states.map(stateName).join(', ')}</TableCell>
              {PERFORMANCE_RECORD_TYPES.map((type) => (
                <TableCell key={type} align="right">
                  {formatNumber(row.records[type])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatNumber(row.records.total)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.lastRecordAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
