import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { getLocale } from '../../i18n/locale';
import { errorMessage } from '../../providers/accountsApi';
import { dataTransferApi } from '../../providers/dataTransferApi';
import { saveBlob } from '../../ui/saveFile';
import { StateSelect } from '../common/StateSelect';
import { RecordTypeSelect } from './RecordTypeSelect';
import { TransferPanel } from './TransferPanel';
import type { TypeChoice } from './recordTypes';

/** manage_data_export: a record type (that the user may read) as CSV or XLSX, optionally one state and creation days. */
export function ExportPanel({ types }: { types: TypeChoice[] }) {
  const translate = useTranslate();
  const [apiPath, setApiPath] = useState(types[0]?.apiPath ?? '');
  const [state, setState] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    setError(null);
    try {
      const file = await dataTransferApi.exportCsv(apiPath, { state, from, to, ...(format === 'xlsx' ? { format, lang: getLocale() } : {}) });
      saveBlob(file.blob, file.fileName);
    } catch (caught) {
      setError(errorMessage(caught, translate('dataManagement.exportFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <TransferPanel titleId="export-title" title={translate('dataManagement.exportTitle')} intro={translate('dataManagement.exportIntro')} error={error}>
      {types.length === 0 ? (
        <Typography color="text.secondary">{translate('dataManagement.nothingToExport')}</Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <RecordTypeSelect types={types} value={apiPath} onChange={setApiPath} />
          <StateSelect value={state} onChange={setState} />
          <TextField
            size="small"
            type="date"
            label={translate('dataManagement.createdFrom')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <TextField
            size="small"
            type="date"
            label={translate('dataManagement.createdTo')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download('csv')} disabled={busy !== null || !apiPath}>
            {translate(busy === 'csv' ? 'dataManagement.preparing' : 'adminCommon.downloadCsv')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('xlsx')} disabled={busy !== null || !apiPath}>
            {translate(busy === 'xlsx' ? 'dataManagement.preparing' : 'downloads.downloadXlsx')}
          </Button>
        </Stack>
      )}
    </TransferPanel>
  );
}
