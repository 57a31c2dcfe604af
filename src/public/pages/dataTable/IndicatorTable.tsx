import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../../components/visuallyHidden';
import Box from '@mui/material/Box';
import { CountText } from '../../components/CountText';
import { formatPercent } from '../../components/format';
import { useTranslate } from '../../../i18n/useTranslate';
import { zoneLabel } from '../../components/labels';
import { TextLink } from '../../components/TextLink';
import type { TableView } from './useTableView';

/** The state column stays in view while the table scrolls sideways (small screens). */
const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

function SortHeader({ id, label, view, numeric = false, note }: { id: string; label: string; view: TableView; numeric?: boolean; note?: string }) {
  const t = useTranslate();
  const active = view.sort === id;
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sortDirection={active ? view.direction : false}
      sx={{ fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'bottom', ...(id === 'name' ? { ...STICKY, zIndex: 3 } : {}) }}
    >
      <TableSortLabel active={active} direction={active ? view.direction : 'asc'} onClick={() => view.sortBy(id)}>
        <span>
          {label}
          {note && <sup aria-hidden="true">{note}</sup>}
          {active && (
            <Box component="span" sx={visuallyHidden}>
              {view.direction === 'desc' ? t('dataTable.sortedDescending') : t('dataTable.sortedAscending')}
            </Box>
          )}
        </span>
      </TableSortLabel>
    </TableCell>
  );
}

/** One row per state with its zone and the chosen indicators; every header sorts. */
export function IndicatorTable({ view }: { view: TableView }) {
  const t = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }} tabIndex={0} aria-label={t('dataTable.tableScrolls')}>
      <Table stickyHeader size="small" aria-label={t('dataTable.table')} data-testid="indicator-table">
        <TableHead>
          <TableRow>
            <SortHeader id="name" label={t('publicCommon.state')} view={view} />
            <SortHeader id="zone" label={t('publicCommon.zone')} view={view} />
            {view.columns.map((column) => (
              <SortHeader key={column.id} id={column.id} label={t(column.labelKey)} view={view} numeric note={column.source === 'literacy' ? 'a' : undefined} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rows.map((row) => (
            <TableRow key={row.id} hover data-testid="indicator-row" data-state={row.slug}>
              <TableCell component="th" scope="row" sx={{ ...STICKY, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.level === 'state' ? <TextLink to={`/states/${row.slug}`}>{row.name}</TextLink> : row.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{zoneLabel(t, row.zone)}</TableCell>
              {view.columns.map((column) => {
                const value = column.value(row);
                return (
                  <TableCell key={column.id} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {column.unit === 'percent' ? value === undefined || value === null ? '–' : formatPercent(value) : <CountText value={value} />}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
          {view.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={view.columns.length + 2} align="center" sx={{ py: 4 }}>
                {t('dataTable.noMatch')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
