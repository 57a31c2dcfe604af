/**
 * manage_data_import: the ward list. Upload a CSV (state, lga, ward[, latitude, longitude]), see
 * the dry run (nothing written), then apply that file in one transaction.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { WardListPlan } from '../../domain/locations';
import { errorMessage } from '../../providers/accountsApi';
import { sendWardList } from '../../providers/locationsApi';
import { clearWardCache } from '../../resources/common/useWards';
import { WardPlanView } from './WardPlanView';

type Outcome = { plan: WardListPlan; applied: boolean };

export function WardListPanel() {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'apply');
    setError(null);
    try {
      const plan = await sendWardList(file, dryRun);
      if (!dryRun) clearWardCache();
      setOutcome({ plan, applied: !dryRun });
    } catch (caught) {
      setOutcome(null);
      setError(errorMessage(caught, translate('wards.list.failed')));
    } finally {
      setBusy(null);
    }
  };
  const checked = outcome !== null && !outcome.applied;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ward-list-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="ward-list-title" variant="h3" component="h2" gutterBottom>
        {translate('wards.list.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('wards.list.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {file ? file.name : translate('wards.list.chooseFile')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate('wards.list.csvFile')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
              setError(null);
            }}
          />
        </Button>
        <Button variant="outlined" onClick={() => void send(true)} disabled={!file || busy !== null}>
          {translate(busy === 'check' ? 'wards.list.checking' : 'wards.list.check')}
        </Button>
        <Button variant="contained" onClick={() => void send(false)} disabled={!checked || busy !== null}>
          {translate(busy === 'apply' ? 'wards.list.applying' : 'wards.list.apply')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {outcome && (
        <div style={{ marginTop: 16 }}>
          <WardPlanView plan={outcome.plan} applied={outcome.applied} />
        </div>
      )}
    </Paper>
  );
}
