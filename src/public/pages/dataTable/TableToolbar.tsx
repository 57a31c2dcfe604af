import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { ZONES } from '../../../domain/locations';
import { useTranslate } from '../../../i18n/useTranslate';
import { zoneLabel } from '../../components/labels';
import { ColumnMenu } from './ColumnMenu';
import type { TableView } from './useTableView';

/** Zone filter, quick search, column choice and the CSV download of what is shown. */
export function TableToolbar({ view, onDownload }: { view: TableView; onDownload: () => void }) {
  const t = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        select
        label={t('publicCommon.zone')}
        size="small"
        value={view.zone}
        onChange={(event) => view.setZone(event.target.value)}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('dataTable.allZones')}</MenuItem>
        {ZONES.map((zone) => (
          <MenuItem key={zone.slug} value={zone.slug}>
            {zoneLabel(t, zone)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="search"
        label={t('dataTable.searchStates')}
        size="small"
        value={view.query}
        onChange={(event) => view.setQuery(event.target.value)}
        sx={{ minWidth: 220 }}
      />
      <ColumnMenu selected={view.columns.map((c) => c.id)} onChange={view.setColumns} />
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={onDownload} sx={{ ml: { md: 'auto !important' } }}>
        {t('dataTable.downloadCsv')}
      </Button>
    </Stack>
  );
}
