import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../domain/dataTransfer';
import { formatNumber } from '../../i18n/format';
import { errorMessage } from '../../providers/accountsApi';
import { dataTransferApi, type ImportAnswer } from '../../providers/dataTransferApi';
import { ImportReportView } from './ImportReportView';
import { RecordTypeSelect } from './RecordTypeSelect';
import type { TypeChoice } from './recordTypes';

/** manage_data_import: a CSV of new records for a list the user may write; check first, then import. */
export function ImportPanel({ types }: { types: TypeChoice[] }) {
  const translate = useTranslate();
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
      setError(errorMessage(caught, translate('dataManagement.sendFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="import-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="import-title" variant="h3" component="h2" gutterBottom>
        {translate('dataManagement.importTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('dataManagement.importIntro', { rows: formatNumber(IMPORT_MAX_ROWS), megabytes: IMPORT_MAX_BYTES / 1024 / 1024 })}
      </Typography>
      {types.length === 0 ? (
        <Typography color="text.secondary">{translate('dataManagement.nothingToImport')}</Typography>
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
            {file ? file.name : translate('dataManagement.chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={translate('dataManagement.csvFile')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setAnswer(null);
              }}
            />
          </Button>
          <Button variant="outlined" onClick={() => void send(true)} disabled={!file || busy !== null}>
            {translate(busy === 'check' ? 'dataManagement.checking' : 'dataManagement.checkFile')}
          </Button>
          <Button variant="contained" onClick={() => void send(false)} disabled={!file || busy !== null}>
            {translate(busy === 'import' ? 'dataManagement.importing' : 'dataManagement.import')}
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
