/** The outcome of a ward list dry run or import: counts, then the added, renamed and rejected rows. */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WardListPlan } from '../../domain/locations';
import { formatNumber } from '../../i18n/format';
import { lgaLabel, stateLabel } from '../../resources/common/form/placeNames';

type Cell = string | number;

function RowsTable({ label, head, rows, total }: { label: string; head: string[]; rows: Cell[][]; total: number }) {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="h4" component="h3" sx={{ mt: 2, mb: 1, fontSize: '1rem' }}>
        {label}
      </Typography>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((text) => (
              <TableCell key={text} component="th" scope="col">
                {text}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells) => (
            <TableRow key={String(cells[0])}>
              {cells.map((cell, i) => (
                <TableCell key={i}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > rows.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('wards.list.firstRows', { shown: formatNumber(rows.length), total: formatNumber(total) })}
        </Typography>
      )}
    </>
  );
}

export function WardPlanView({ plan, applied }: { plan: WardListPlan; applied: boolean }) {
  const translate = useTranslate();
  const counts = [
    `${translate('wards.list.added')}: ${formatNumber(plan.added)}`,
    `${translate('wards.list.renamed')}: ${formatNumber(plan.renamed)}`,
    `${translate('wards.list.relocated')}: ${formatNumber(plan.relocated)}`,
    `${translate('wards.list.unchanged')}: ${formatNumber(plan.unchanged)}`,
    `${translate('wards.list.rejected')}: ${formatNumber(plan.rejected.length)}`,
  ];
  const place = (state: string, lga: string) => [stateLabel(state), lgaLabel(state, lga)];
  return (
    <div data-testid="ward-plan">
      <Alert severity={applied ? 'success' : 'info'} sx={{ mb: 1 }}>
        {translate(applied ? 'wards.list.applied' : 'wards.list.dryRunDone')}
      </Alert>
      <Typography variant="body2" data-testid="ward-plan-counts">
        {counts.join(' · ')}
      </Typography>
      <RowsTable
        label={translate('wards.list.added')}
        head={[translate('wards.list.row'), translate('wards.list.state'), translate('wards.list.lga'), translate('wards.list.ward')]}
        rows={plan.addedRows.map((r) => [r.row, ...place(r.state, r.lga), r.name])}
        total={plan.added}
      />
      <RowsTable
        label={translate('wards.list.renamed')}
        head={[translate('wards.list.row'), translate('wards.list.state'), translate('wards.list.lga'), translate('wards.list.previousName'), translate('wards.list.ward')]}
        rows={plan.renamedRows.map((r) => [r.row, ...place(r.state, r.lga), r.previousName ?? '', r.name])}
        total={plan.renamed}
      />
      <RowsTable label={translate('wards.list.rejected')} head={[translate('wards.list.row'), translate('wards.list.reason')]} rows={plan.rejected.map((r) => [r.row, r.reason])} total={plan.rejected.length} />
    </div>
  );
}
