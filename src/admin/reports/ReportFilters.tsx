import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
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
  onDownloadXlsx?: () => Promise<unknown>;
}

/** The XLSX download: busy while exceljs loads and writes, a notice if it fails. */
function XlsxButton({ onDownload }: { onDownload: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    onDownload()
      .catch(() => notify('downloads.failed', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={run} disabled={busy}>
      {translate('downloads.downloadXlsx')}
    </Button>
  );
}

/** Period presets, custom dates, the state, and the CSV and XLSX downloads of what is shown. */
export function ReportFilters({ preset, from, to, state, onPreset, onChange, onDownload, onDownloadXlsx }: ReportFiltersProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset === 'custom' ? null : preset}
        onChange={(_event, value: Exclude<PeriodPreset, 'custom'> | null) => value && onPreset(value)}
        aria-label={translate('reports.period')}
      >
        {PRESETS.map((option) => (
          <ToggleButton key={option.id} value={option.id}>
            {translate(option.labelKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField size="small" type="date" label={translate('adminCommon.from')} value={from} onChange={(event) => onChange({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
      <TextField size="small" type="date" label={translate('adminCommon.to')} value={to} onChange={(event) => onChange({ to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
      <StateSelect value={state} onChange={(next) => onChange({ state: next })} />
      {onDownload && (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload}>
          {translate('adminCommon.downloadCsv')}
        </Button>
      )}
      {onDownloadXlsx && <XlsxButton onDownload={onDownloadXlsx} />}
    </Stack>
  );
}
