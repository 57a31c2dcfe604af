/**
 * manage_data_import: the ward list. Upload a CSV (state, lga, ward[, latitude, longitude]), see
 * the dry run (nothing written), then apply that file in one transaction.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { WardListPlan } from '../../domain/locations';
import { errorMessage } from '../../providers/accountsApi';
import { sendWardList } from '../../providers/locationsApi';
import { clearWardCache } from '../../resources/common/useWards';
import { CsvFileButton, TransferPanel } from './TransferPanel';
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
    <TransferPanel
      titleId="ward-list-title"
      title={translate('wards.list.title')}
      intro={translate('wards.list.intro')}
      error={error}
      result={outcome && <WardPlanView plan={outcome.plan} applied={outcome.applied} />}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <CsvFileButton
          file={file}
          chooseLabel={translate('wards.list.chooseFile')}
          inputLabel={translate('wards.list.csvFile')}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
            setError(null);
          }}
        />
        <Button variant="outlined" onClick={() => void send(true)} disabled={!file || busy !== null}>
          {translate(busy === 'check' ? 'wards.list.checking' : 'wards.list.check')}
        </Button>
        <Button variant="contained" onClick={() => void send(false)} disabled={!checked || busy !== null}>
          {translate(busy === 'apply' ? 'wards.list.applying' : 'wards.list.apply')}
        </Button>
      </Stack>
    </TransferPanel>
  );
}
