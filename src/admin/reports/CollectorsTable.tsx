import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';
import { stateName } from '../common/format';
import { collectorName, formatTime, TYPE_LABELS } from './labels';

const number = (n: number) => n.toLocaleString('en-NG');

/** One row per collector, busiest first: records by type, total, states and the last record. */
export function CollectorsTable({ rows }: { rows: readonly CollectorPerformance[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Records per collector" data-testid="performance-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Collector</TableCell>
            <TableCell component="th" scope="col">States</TableCell>
            {PERFORMANCE_RECORD_TYPES.map((type) => (
              <TableCell key={type} component="th" scope="col" align="right">
                {TYPE_LABELS[type]}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">Total</TableCell>
            <TableCell component="th" scope="col">Last record</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.collector?.id ?? 'none'} data-testid="performance-row">
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{collectorName(row)}</Typography>
                {row.collector && (
                  <Typography variant="caption" color="text.secondary">
                    {row.collector.email}
                  </Typography>
                )}
                {row.collector && !row.collector.isActive && <Chip size="small" label="Suspended" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{row.states.map(stateName).join(', ')}</TableCell>
              {PERFORMANCE_RECORD_TYPES.map((type) => (
                <TableCell key={type} align="right">
                  {number(row.records[type])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {number(row.records.total)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.lastRecordAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
