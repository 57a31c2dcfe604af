/** The outcome of a population dry run or import: counts, then the added, updated and rejected rows. */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PopulationPlan, PopulationPlanEntry } from '../../domain/api/population';
import { formatNumber } from '../../i18n/format';
import { placeLine } from '../../resources/common/form/placeNames';
import { PlanRowsTable, type PlanCell } from './PlanRowsTable';

const ENTRY_HEAD = ['population.row', 'population.area', 'population.ageGroup', 'population.sex', 'population.year'];

function RowsTable(props: { label: string; head: string[]; rows: PlanCell[][]; total: number }) {
  return <PlanRowsTable {...props} name="population-plan" firstRowsKey="population.firstRows" />;
}

export function PopulationPlanView({ plan, applied }: { plan: PopulationPlan; applied: boolean }) {
  const translate = useTranslate();
  const counts = [
    `${translate('population.added')}: ${formatNumber(plan.added)}`,
    `${translate('population.updated')}: ${formatNumber(plan.updated)}`,
    `${translate('population.unchanged')}: ${formatNumber(plan.unchanged)}`,
    `${translate('population.rejected')}: ${formatNumber(plan.rejected.length)}`,
  ];
  const entry = (r: PopulationPlanEntry): PlanCell[] => [
    r.row,
    r.state === null ? translate('population.country') : placeLine(r.state, r.lga),
    r.ageGroup,
    translate(`population.sexes.${r.sex}`),
    r.year,
  ];
  /** The stored figure, with its source and licence when the file changes them. */
  const previous = (r: PopulationPlanEntry): string => {
    if (!r.previous) return '';
    const population = formatNumber(r.previous.population);
    if (r.previous.source === r.source && r.previous.licence === r.licence) return population;
    return translate('population.previousWithSource', { population, source: r.previous.source, licence: r.previous.licence });
  };
  return (
    <div data-testid="population-plan">
      <Alert severity={applied ? 'success' : 'info'} sx={{ mb: 1 }}>
        {translate(applied ? 'population.imported' : 'population.dryRunDone')}
        {plan.rejected.length > 0 && ` ${translate('population.rejectedLeftOut')}`}
      </Alert>
      <Typography variant="body2" data-testid="population-plan-counts">
        {counts.join(' · ')}
      </Typography>
      <RowsTable
        label={translate('population.added')}
        head={[...ENTRY_HEAD, 'population.population', 'population.source', 'population.licence']}
        rows={plan.addedRows.map((r) => [...entry(r), formatNumber(r.population), r.source, r.licence])}
        total={plan.added}
      />
      <RowsTable
        label={translate('population.updated')}
        head={[...ENTRY_HEAD, 'population.previous', 'population.population', 'population.source', 'population.licence']}
        rows={plan.updatedRows.map((r) => [...entry(r), previous(r), formatNumber(r.population), r.source, r.licence])}
        total={plan.updated}
      />
      <RowsTable
        label={translate('population.rejected')}
        head={['population.row', 'population.reason']}
        rows={plan.rejected.map((r) => [r.row, r.reason])}
        total={plan.rejected.length}
      />
    </div>
  );
}
