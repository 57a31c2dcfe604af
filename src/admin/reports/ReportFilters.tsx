import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import { StateSelect } from '../common/StateSelect';
import { PRESETS, type PeriodPreset } from './period';

interface ReportFiltersProps {
  preset: PeriodPreset;
  from: string;
  to: string;
  state: string;
  onPreset: (preset: Exclude<PeriodPreset, 'custom'>) => void;
  onChange: (patch: { from?: string; to?: string; state?: string }) => void;
  onDownload?: () => void;
}

/** Period presets, custom dates, the state, and the CSV download of what is shown. */
export function ReportFilters({ preset, from, to, state, onPreset, onChange, onDownload }: ReportFiltersProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset === 'custom' ? null : preset}
        onChange={(_event, value: Exclude<PeriodPreset, 'custom'> | null) => value && onPreset(value)}
        aria-label="Period"
      >
        {PRESETS.map((option) => (
          <ToggleButton key={option.id} value={option.id}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField size="small" type="date" label="From" value={from} onChange={(event) => onChange({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
      <TextField size="small" type="date" label="To" value={to} onChange={(event) => onChange({ to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
      <StateSelect value={state} onChange={(next) => onChange({ state: next })} />
      {onDownload && (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload}>
          Download CSV
        </Button>
      )}
    </Stack>
  );
}
