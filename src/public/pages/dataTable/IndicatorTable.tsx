import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SortHeader } from '../../components/SortHeader';
import { CountText } from '../../components/CountText';
import { formatPercent } from '../../components/format';
import { GpiFigure, RateFigure } from '../../components/rates/RateFigure';
import { AGES } from '../../components/rates/rateTexts';
import { useTranslate } from '../../../i18n/useTranslate';
import { TextLink } from '../../components/TextLink';
import { stateBySlug } from '../../../domain/locations';
import { NOTE_MARKS, type TableColumn } from './tableColumns';
import { levelHeaders, parentLabel, type TableRow as Row } from './tableRows';
import type { TableView } from './useTableView';

/** The state column stays in view while the table scrolls sideways (small screens). */
const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A cell's figure: a count, a literacy percent ("–" without one), or the rate or GPI of the primary age. */
function CellFigure({ column, row }: { column: TableColumn; row: Row }) {
  if (column.source === 'population') {
    return column.rate === 'rate' ? <RateFigure rate={row.primaryAgeRate} area={row.name} /> : <GpiFigure rate={row.primaryAgeRate} area={row.name} />;
  }
  const value = column.value(row);
  if (column.unit === 'count') return <CountText value={value} />;
  return <>{value === undefined || value === null ? '–' : formatPercent(value)}</>;
}

/** One row per state with its zone (or per LGA with its state) and the chosen indicators; every header sorts. */
export function IndicatorTable({ view }: { view: TableView }) {
  const t = useTranslate();
  const [nameHeader, parentHeader] = levelHeaders(t, view.level);
  const lga = view.level === 'lga';
  const state = { state: stateBySlug(view.state)?.name ?? '' };
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: '70vh' }}
      tabIndex={0}
      aria-label={t(lga ? 'dataTable.tableLgasScrolls' : 'dataTable.tableScrolls', state)}
    >
      <Table stickyHeader size="small" aria-label={t(lga ? 'dataTable.tableLgas' : 'dataTable.table', state)} data-testid="indicator-table">
        <TableHead>
          <TableRow>
            <SortHeader id="name" label={nameHeader} view={view} sx={{ ...STICKY, zIndex: 3, whiteSpace: 'nowrap' }} />
            <SortHeader id="zone" label={parentHeader} view={view} sx={NO_WRAP} />
            {view.columns.map((column) => (
              <SortHeader
                key={column.id}
                id={column.id}
                label={t(column.labelKey, AGES)}
                view={view}
                numeric
                note={column.source === 'records' ? undefined : NOTE_MARKS[column.source]}
                sx={NO_WRAP}
              />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              data-testid="indicator-row"
              data-state={row.level === 'state' ? row.slug : row.parent?.slug}
              data-lga={row.level === 'lga' ? row.slug : undefined}
            >
              <TableCell component="th" scope="row" sx={{ ...STICKY, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.level === 'state' ? <TextLink to={`/states/${row.slug}`}>{row.name}</TextLink> : row.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{parentLabel(t, row)}</TableCell>
              {view.columns.map((column) => (
                <TableCell key={column.id} align="right" data-column={column.id} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <CellFigure column={column} row={row} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          {view.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={view.columns.length + 2} align="center" sx={{ py: 4 }}>
                {t(lga ? 'dataTable.noMatchLgas' : 'dataTable.noMatch')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
