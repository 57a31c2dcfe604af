import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { errorMessage } from '../../providers/accountsApi';
import { telemetryApi } from '../../providers/telemetryApi';

const KEEP_DAYS = 30;
const daysAgo = (days: number) => subDays(Date.now(), days, { in: utc }).toISOString().slice(0, 10);

/** manage_telemetry: deletes the lines received before a chosen day (default: keep the last 30 days). */
export function PurgeButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [before, setBefore] = useState(daysAgo(KEEP_DAYS));
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const purge = async () => {
    setBusy(true);
    try {
      const { message } = await telemetryApi.purge(before);
      // The texts are already worded (the server's, or translated): `_` keeps react-admin from looking them up as keys.
      notify(message, { type: 'success', messageArgs: { _: message } });
      setOpen(false);
      refresh();
    } catch (error) {
      const text = errorMessage(error, translate('telemetry.purge.failed'));
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<DeleteSweepIcon />} color="warning" onClick={() => setOpen(true)}>
        {translate('telemetry.purge.button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="purge-title">
        <DialogTitle id="purge-title">{translate('telemetry.purge.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('telemetry.purge.text')}</DialogContentText>
          <TextField
            type="date"
            label={translate('telemetry.purge.before')}
            value={before}
            onChange={(event) => setBefore(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('adminCommon.cancel')}
          </Button>
          <Button color="warning" variant="contained" onClick={() => void purge()} disabled={busy || !before}>
            {translate(busy ? 'telemetry.purge.deleting' : 'telemetry.purge.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
