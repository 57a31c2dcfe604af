/**
 * manage_data_import: the population estimates (the public rates' denominators). Upload a CSV,
 * see the dry run (nothing written), then import that same file in one transaction.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PopulationPlan } from '../../domain/api/population';
import { POPULATION_CSV_COLUMNS, POPULATION_IMPORT_LIMIT_BYTES, POPULATION_SEXES, PRIMARY_AGE } from '../../domain/population';
import { sendPopulationCsv } from '../../providers/populationApi';
import { POPULATION_LIMIT_MEGABYTES, populationErrorMessage, tooLargeMessage } from './populationErrors';
import { PopulationPlanView } from './PopulationPlanView';
import { CsvFileButton, TransferPanel } from './TransferPanel';

/** The last answer, and the file it was for: Import is offered only after a dry run of the file chosen now. */
type Outcome = { plan: PopulationPlan; applied: boolean; file: File };

export function PopulationPanel() {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    if (file.size > POPULATION_IMPORT_LIMIT_BYTES) {
      setOutcome(null);
      setError(tooLargeMessage(translate));
      return;
    }
    setBusy(dryRun ? 'check' : 'import');
    try {
      setOutcome({ plan: await sendPopulationCsv(file, dryRun), applied: !dryRun, file });
    } catch (caught) {
      setOutcome(null);
      setError(populationErrorMessage(caught, translate));
    } finally {
      setBusy(null);
    }
  };
  const checked = outcome !== null && !outcome.applied && outcome.file === file;
  const hintId = file && !checked && busy === null ? 'population-import-hint' : undefined;
  const intro = translate('population.intro', {
    age: PRIMARY_AGE.label,
    columns: POPULATION_CSV_COLUMNS.join(', '),
    megabytes: POPULATION_LIMIT_MEGABYTES,
    sexes: POPULATION_SEXES.join(', '),
  });
  return (
    <TransferPanel
      titleId="population-title"
      title={translate('population.title')}
      intro={intro}
      error={error}
      result={outcome && <PopulationPlanView plan={outcome.plan} applied={outcome.applied} />}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <CsvFileButton
          file={file}
          chooseLabel={translate('population.chooseFile')}
          inputLabel={translate('population.csvFile')}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
            setError(null);
          }}
        />
        <Button variant="outlined" onClick={() => void send(true)} disabled={!file || busy !== null}>
          {translate(busy === 'check' ? 'population.checking' : 'population.dryRun')}
        </Button>
        <Button variant="contained" onClick={() => void send(false)} disabled={!checked || busy !== null} aria-describedby={hintId}>
          {translate(busy === 'import' ? 'population.importing' : 'population.import')}
        </Button>
        {hintId && (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate('population.dryRunFirst')}
          </Typography>
        )}
      </Stack>
      {busy && <LinearProgress aria-label={translate('population.sending')} sx={{ mt: 2 }} data-testid="population-progress" />}
    </TransferPanel>
  );
}
