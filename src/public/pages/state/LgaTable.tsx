import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import { useTranslate } from '../../../i18n/useTranslate';
import { CountText } from '../../components/CountText';
import { GpiFigure, RateFigure } from '../../components/rates/RateFigure';
import { AGES } from '../../components/rates/rateTexts';
import { SortHeader } from '../../components/SortHeader';
import { LGA_COLUMNS, type LgaColumn } from './lgaColumns';
import type { LgaView } from './useLgaView';

/** The LGA column stays in view while the table scrolls sideways inside its own box (small screens). */
const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/** A cell's figure: a count, or the rate or GPI of the primary age (with the reason where there is none). */
function CellFigure({ column, row }: { column: LgaColumn; row: LgaIndicatorRow }) {
  if (column.kind === 'rate') return <RateFigure rate={row.primaryAgeRate} area={row.name} />;
  if (column.kind === 'gpi') return <GpiFigure rate={row.primaryAgeRate} area={row.name} />;
  return <CountText value={column.value(row)} />;
}

/** One row per LGA of the state; every header sorts, hidden counts show as "x" with their explanation. */
export function LgaTable({ view, stateName }: { view: LgaView; stateName: string }) {
  const t = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }} tabIndex={0} role="region" aria-label={t('publicState.tableScrolls')}>
      <Table stickyHeader size="small" aria-label={t('publicState.lgaTable', { state: stateName })} data-testid="lga-table">
        <TableHead>
          <TableRow>
            <SortHeader id="name" label={t('publicState.lga')} view={view} sx={{ ...STICKY, zIndex: 3, whiteSpace: 'nowrap' }} />
            {LGA_COLUMNS.map((column) => (
              <SortHeader key={column.id} id={column.id} label={t(column.labelKey, AGES)} view={view} numeric sx={{ minWidth: 96 }} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rows.map((row) => (
            <TableRow key={row.id} hover data-testid="lga-row" data-lga={row.slug}>
              <TableCell component="th" scope="row" sx={{ ...STICKY, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.name}
              </TableCell>
              {LGA_COLUMNS.map((column) => (
                <TableCell key={column.id} align="right" data-column={column.id} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <CellFigure column={column} row={row} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          {view.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={LGA_COLUMNS.length + 1} align="center" sx={{ py: 4 }}>
                {t('publicState.noLgaFigures')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
