import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../domain/dataTransfer';
import { errorMessage } from '../../providers/accountsApi';
import { dataTransferApi, type ImportAnswer } from '../../providers/dataTransferApi';
import { ImportReportView } from './ImportReportView';
import { RecordTypeSelect } from './RecordTypeSelect';
import type { TypeChoice } from './recordTypes';

/** manage_data_import: a CSV of new records for a list the user may write; check first, then import. */
export function ImportPanel({ types }: { types: TypeChoice[] }) {
  const [apiPath, setApiPath] = useState(types[0]?.apiPath ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    setError(null);
    setAnswer(null);
    try {
      setAnswer(await dataTransferApi.importCsv(apiPath, file, dryRun));
    } catch (caught) {
      setError(errorMessage(caught, 'The file could not be sent. Try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="import-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="import-title" variant="h3" component="h2" gutterBottom>
        Import records
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A CSV with the column names of an export (at most {IMPORT_MAX_ROWS.toLocaleString('en-NG')} rows, {IMPORT_MAX_BYTES / 1024 / 1024} MB). Every row is checked like a form;
        if one is wrong nothing is written. Rows whose uuid is already on the platform are left alone, so a file can be sent again safely.
      </Typography>
      {types.length === 0 ? (
        <Typography color="text.secondary">Your role cannot add records to any list, so there is nothing to import.</Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <RecordTypeSelect
            types={types}
            value={apiPath}
            onChange={(next) => {
              setApiPath(next);
              setAnswer(null);
            }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {file ? file.name : 'Choose a CSV file'}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setAnswer(null);
              }}
            />
          </Button>
          <Button variant="outlined" onClick={() => void send(true)} disabled={!file || busy !== null}>
            {busy === 'check' ? 'Checking…' : 'Check file'}
          </Button>
          <Button variant="contained" onClick={() => void send(false)} disabled={!file || busy !== null}>
            {busy === 'import' ? 'Importing…' : 'Import'}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {answer && (
        <div style={{ marginTop: 16 }}>
          <ImportReportView answer={answer} />
        </div>
      )}
    </Paper>
  );
}
