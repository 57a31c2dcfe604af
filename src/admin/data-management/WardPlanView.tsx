/** The outcome of a ward list dry run or import: counts, then the added, renamed and rejected rows. */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WardListPlan } from '../../domain/locations';
import { formatNumber } from '../../i18n/format';
import { lgaLabel, stateLabel } from '../../resources/common/form/placeNames';
import { PlanRowsTable, type PlanCell } from './PlanRowsTable';

function RowsTable(props: { label: string; head: string[]; rows: PlanCell[][]; total: number }) {
  return <PlanRowsTable {...props} name="ward-plan" firstRowsKey="wards.list.firstRows" />;
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
        head={['wards.list.row', 'wards.list.state', 'wards.list.lga', 'wards.list.ward']}
        rows={plan.addedRows.map((r) => [r.row, ...place(r.state, r.lga), r.name])}
        total={plan.added}
      />
      <RowsTable
        label={translate('wards.list.renamed')}
        head={['wards.list.row', 'wards.list.state', 'wards.list.lga', 'wards.list.previousName', 'wards.list.ward']}
        rows={plan.renamedRows.map((r) => [r.row, ...place(r.state, r.lga), r.previousName ?? '', r.name])}
        total={plan.renamed}
      />
      <RowsTable
        label={translate('wards.list.rejected')}
        head={['wards.list.row', 'wards.list.reason']}
        rows={plan.rejected.map((r) => [r.row, r.reason])}
        total={plan.rejected.length}
      />
    </div>
  );
}
