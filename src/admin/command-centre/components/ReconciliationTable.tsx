import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { visuallyHidden } from '@mui/utils';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { reconciliationTotals, type MismatchList, type ReconciliationSource, type ReconciliationTable as TableFigures } from '../../../domain/reconciliation';
import { formatNumber } from '../../../i18n/format';
import { TABLE_LABEL_KEYS } from '../labels';
import { ReconciliationFindings } from './ReconciliationFindings';

const FIGURES = ['onDevice', 'synced', 'pending', 'failed', 'receivedOnServer'] as const;
/** The figures take only the room they need; the mismatch chips get the rest. */
const NARROW = { width: '1%', px: 1 } as const;

function Items({ list, kind }: { list: MismatchList; kind: 'serverOnly' | 'deviceOnly' }) {
  const translate = useTranslate();
  if (list.count === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{translate(`reconciliation.${kind}`, { smart_count: list.count })}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`reconciliation.${kind}Help`)}
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 0.5 }} data-testid={`recon-items-${kind}`}>
        {list.items.map((item) => (
          <Typography component="li" variant="body2" key={item.localUUID} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {item.localUUID}
            {item.serverId !== undefined && ` (${translate('reconciliation.serverId', { id: item.serverId })})`}
          </Typography>
        ))}
        {list.count > list.items.length && (
          <Typography component="li" variant="body2" color="text.secondary">
            {translate('reconciliation.moreItems', { smart_count: list.count - list.items.length })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function Row({ figures, source }: { figures: TableFigures; source: ReconciliationSource }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { table, mismatch, serverOnly, deviceOnly } = figures;
  return (
    <Fragment>
      <TableRow data-testid={`recon-row-${table}`} sx={mismatch ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.1) } : undefined}>
        <TableCell padding="checkbox">
          {mismatch && (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={translate(open ? 'reconciliation.hideItems' : 'reconciliation.showItems')}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          )}
        </TableCell>
        <TableCell component="th" scope="row">
          {translate(TABLE_LABEL_KEYS[table])}
        </TableCell>
        {FIGURES.map((figure) => (
          <TableCell key={figure} align="right" sx={NARROW} data-testid={`recon-${table}-${figure}`}>
            {formatNumber(figures[figure])}
          </TableCell>
        ))}
        <TableCell data-testid={`recon-mismatch-${table}`}>
          <ReconciliationFindings figures={{ ...figures, serverOnly: serverOnly.count, deviceOnly: deviceOnly.count }} source={source} />
        </TableCell>
      </TableRow>
      {mismatch && (
        <TableRow>
          <TableCell colSpan={FIGURES.length + 3} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
            <Collapse in={open} unmountOnExit>
              <Stack spacing={1} sx={{ py: 1 }}>
                <Items list={serverOnly} kind="serverOnly" />
                <Items list={deviceOnly} kind="deviceOnly" />
              </Stack>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** Every table added up, to set beside the Sync Queue Status counts. */
function TotalsRow({ tables, source }: { tables: readonly TableFigures[]; source: ReconciliationSource }) {
  const translate = useTranslate();
  const totals = reconciliationTotals(tables);
  return (
    <TableRow data-testid="recon-row-total" sx={{ '& > *': { fontWeight: 600 } }}>
      <TableCell padding="checkbox" />
      <TableCell component="th" scope="row">
        {translate('reconciliation.allTables')}
      </TableCell>
      {FIGURES.map((figure) => (
        <TableCell key={figure} align="right" sx={NARROW} data-testid={`recon-total-${figure}`}>
          {formatNumber(totals[figure])}
        </TableCell>
      ))}
      <TableCell data-testid="recon-mismatch-total">
        <ReconciliationFindings figures={totals} source={source} />
      </TableCell>
    </TableRow>
  );
}

/** One row per device table: the device's figures, the server's, and the findings (expandable to the records); then the totals. */
export function ReconciliationTable({ tables, source }: { tables: readonly TableFigures[]; source: ReconciliationSource }) {
  const translate = useTranslate();
  return (
    // Focusable: the table scrolls sideways on a laptop, and keyboard users must reach it (axe "scrollable-region-focusable").
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={translate('reconciliation.panelTitle')} data-testid="recon-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {translate('reconciliation.columns.details')}
              </Box>
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('reconciliation.columns.table')}
            </TableCell>
            {FIGURES.map((figure) => (
              <TableCell key={figure} component="th" scope="col" align="right" sx={NARROW}>
                {translate(`reconciliation.columns.${figure}`)}
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              {translate('reconciliation.columns.mismatches')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tables.map((figures) => (
            <Row key={figures.table} figures={figures} source={source} />
          ))}
          {tables.length > 0 && <TotalsRow tables={tables} source={source} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
