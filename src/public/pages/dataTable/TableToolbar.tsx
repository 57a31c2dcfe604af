import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { allStates, ZONES } from '../../../domain/locations';
import { useTranslate } from '../../../i18n/useTranslate';
import { zoneLabel } from '../../components/labels';
import { ColumnMenu } from './ColumnMenu';
import type { TableDownload } from './tableCsv';
import { TABLE_LEVELS, type TableLevel } from './tableRows';
import type { TableView } from './useTableView';

const SELECT_PROPS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** States or LGAs; at the LGA level the state, else the zone filter. */
function LevelFilters({ view }: { view: TableView }) {
  const t = useTranslate();
  return (
    <>
      <TextField
        select
        label={t('dataTable.level')}
        size="small"
        value={view.level}
        onChange={(event) => view.setLevel(event.target.value as TableLevel)}
        sx={{ minWidth: 140 }}
        slotProps={SELECT_PROPS}
      >
        {TABLE_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(level === 'lga' ? 'dataTable.levelLgas' : 'dataTable.levelStates')}
          </MenuItem>
        ))}
      </TextField>
      {view.level === 'lga' ? (
        <TextField
          select
          label={t('publicCommon.state')}
          size="small"
          value={view.state}
          onChange={(event) => view.setState(event.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={SELECT_PROPS}
        >
          {allStates().map((state) => (
            <MenuItem key={state.slug} value={state.slug}>
              {state.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          select
          label={t('publicCommon.zone')}
          size="small"
          value={view.zone}
          onChange={(event) => view.setZone(event.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={SELECT_PROPS}
        >
          <MenuItem value="">{t('dataTable.allZones')}</MenuItem>
          {ZONES.map((zone) => (
            <MenuItem key={zone.slug} value={zone.slug}>
              {zoneLabel(t, zone)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}

/** Level, zone or state filter, quick search, column choice and the downloads of what is shown: CSV and its metadata JSON. */
export function TableToolbar({ view, onDownload }: { view: TableView; onDownload: (what: TableDownload) => void }) {
  const t = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: { md: 'wrap' }, rowGap: 2 }}>
      <LevelFilters view={view} />
      <TextField
        type="search"
        label={t(view.level === 'lga' ? 'dataTable.searchLgas' : 'dataTable.searchStates')}
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
