import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { DashboardFilter } from '../../domain/dashboard';
import { lgasOfState } from '../../domain/locations';
import { StateSelect } from '../common/StateSelect';

interface FilterBarProps {
  filter: DashboardFilter;
  onChange: (patch: { state?: string; lga?: string; from?: string; to?: string }) => void;
  onClear: () => void;
}

/** State, LGA and period of the figures; every change goes into the URL. */
export function FilterBar({ filter, onChange, onClear }: FilterBarProps) {
  const translate = useTranslate();
  const lgas = filter.state ? lgasOfState(filter.state) : [];
  const hasFilter = Object.keys(filter).length > 0;
  return (
    <Stack
      component="form"
      role="search"
      aria-label={translate('dashboards.filterLabel')}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <StateSelect value={filter.state ?? ''} onChange={(state) => onChange({ state })} />
      <TextField
        select
        size="small"
        label={translate('dashboards.lga')}
        value={filter.lga ?? ''}
        disabled={!filter.state}
        onChange={(event) => onChange({ lga: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-lga' } }}
        sx={{ width: 200 }}
      >
        <option value="">{translate('dashboards.allLgas')}</option>
        {lgas.map((lga) => (
          <option key={lga.slug} value={lga.slug}>
            {lga.name}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={translate('adminCommon.from')}
        value={filter.from ?? ''}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <TextField
        size="small"
        type="date"
        label={translate('adminCommon.to')}
        value={filter.to ?? ''}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      {hasFilter && (
        <Button variant="text" onClick={onClear}>
          {translate('dashboards.clearFilter')}
        </Button>
      )}
    </Stack>
  );
}
