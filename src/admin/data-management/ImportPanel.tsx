import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../domain/dataTransfer';
import { formatNumber } from '../../i18n/format';
import { errorMessage } from '../../providers/accountsApi';
import { dataTransferApi, type ImportAnswer } from '../../providers/dataTransferApi';
import { ImportReportView } from './ImportReportView';
import { RecordTypeSelect } from './RecordTypeSelect';
import { CsvFileButton, TransferPanel } from './TransferPanel';
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
    <TransferPanel
      titleId="import-title"
      title={translate('dataManagement.importTitle')}
      intro={translate('dataManagement.importIntro', { rows: formatNumber(IMPORT_MAX_ROWS), megabytes: IMPORT_MAX_BYTES / 1024 / 1024 })}
      error={error}
      result={answer && <ImportReportView answer={answer} />}
    >
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
          <CsvFileButton
            file={file}
            chooseLabel={translate('dataManagement.chooseFile')}
            inputLabel={translate('dataManagement.csvFile')}
            onChange={(chosen) => {
              setFile(chosen);
              setAnswer(null);
            }}
          />
          <Button variant="outlined" onClick={() => void send(true)} disabled={!file || busy !== null}>
            {translate(busy === 'check' ? 'dataManagement.checking' : 'dataManagement.checkFile')}
          </Button>
          <Button variant="contained" onClick={() => void send(false)} disabled={!file || busy !== null}>
            {translate(busy === 'import' ? 'dataManagement.importing' : 'dataManagement.import')}
          </Button>
        </Stack>
      )}
    </TransferPanel>
  );
}
