import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';
import { DEVICE_TABLES, PAGE_SIZES, type DeviceTable } from '../../../domain/protocol';
import { STATUS_FILTERS, TABLE_LABEL_KEYS } from '../labels';
import type { ExplorerSettings, StatusFilter } from '../state/types';

interface ExplorerControlsProps {
  settings: ExplorerSettings;
  loading: boolean;
  onChange: (patch: Partial<ExplorerSettings>) => void;
  onFetch: () => void;
}

/** Table, status filter, page size, Fetch (Loading... while pending) and the full-screen toggle. */
export function ExplorerControls({ settings, loading, onChange, onFetch }: ExplorerControlsProps) {
  const translate = useTranslate();
  const fullScreenLabel = translate(settings.fullScreen ? 'commandCentre.explorer.exitFullScreen' : 'commandCentre.explorer.fullScreen');
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label={translate('commandCentre.explorer.table')}
        value={settings.table}
        onChange={(event) => onChange({ table: event.target.value as DeviceTable })}
        sx={{ width: 170 }}
      >
        {DEVICE_TABLES.map((table) => (
          <MenuItem key={table} value={table}>
            {translate(TABLE_LABEL_KEYS[table])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label={translate('commandCentre.explorer.status')}
        value={settings.status}
        onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        sx={{ width: 130 }}
      >
        {STATUS_FILTERS.map((filter) => (
          <MenuItem key={filter.value} value={filter.value}>
            {translate(filter.labelKey)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label={translate('commandCentre.explorer.pageSize')}
        value={settings.pageSize}
        onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
        sx={{ width: 110 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" startIcon={<CloudDownloadIcon />} disabled={loading} onClick={onFetch}>
        {translate(loading ? 'commandCentre.explorer.loading' : 'commandCentre.explorer.fetch')}
      </Button>
      <Tooltip title={fullScreenLabel}>
        <IconButton aria-label={fullScreenLabel} aria-pressed={settings.fullScreen} onClick={() => onChange({ fullScreen: !settings.fullScreen })}>
          {settings.fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
