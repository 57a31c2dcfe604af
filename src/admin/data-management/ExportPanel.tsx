import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../../providers/accountsApi';
import { dataTransferApi } from '../../providers/dataTransferApi';
import { saveBlob } from '../../ui/saveFile';
import { StateSelect } from '../common/StateSelect';
import { RecordTypeSelect } from './RecordTypeSelect';
import type { TypeChoice } from './recordTypes';

/** manage_data_export: a record type (that the user may read) as CSV, optionally one state and creation days. */
export function ExportPanel({ types }: { types: TypeChoice[] }) {
  const [apiPath, setApiPath] = useState(types[0]?.apiPath ?? '');
  const [state, setState] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await dataTransferApi.exportCsv(apiPath, { state, from, to });
      saveBlob(file.blob, file.fileName);
    } catch (caught) {
      setError(errorMessage(caught, 'The export failed. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="export-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="export-title" variant="h3" component="h2" gutterBottom>
        Export records
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every record of a list as CSV, with all its fields. The file can be opened in a spreadsheet or imported back. Exports are recorded in the audit log.
      </Typography>
      {types.length === 0 ? (
        <Typography color="text.secondary">Your role cannot read any record list, so there is nothing to export.</Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <RecordTypeSelect types={types} value={apiPath} onChange={setApiPath} />
          <StateSelect value={state} onChange={setState} />
          <TextField size="small" type="date" label="Created from" value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
          <TextField size="small" type="date" label="Created to" value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy || !apiPath}>
            {busy ? 'Preparing…' : 'Download CSV'}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
