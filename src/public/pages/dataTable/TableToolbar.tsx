import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { ZONES } from '../../../domain/locations';
import { useTranslate } from '../../../i18n/useTranslate';
import { zoneLabel } from '../../components/labels';
import { ColumnMenu } from './ColumnMenu';
import type { TableDownload } from './tableCsv';
import type { TableView } from './useTableView';

/** Zone filter, quick search, column choice and the downloads of what is shown: CSV and its metadata JSON. */
export function TableToolbar({ view, onDownload }: { view: TableView; onDownload: (what: TableDownload) => void }) {
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
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => onDownload('csv')} sx={{ ml: { md: 'auto !important' } }}>
        {t('dataTable.downloadCsv')}
      </Button>
      <Button variant="outlined" startIcon={<DataObjectIcon />} onClick={() => onDownload('metadata')}>
        {t('publicDownloads.tableMetadata')}
      </Button>
    </Stack>
  );
}
