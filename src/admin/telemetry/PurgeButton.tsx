import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../../providers/accountsApi';
import { telemetryApi } from '../../providers/telemetryApi';

const KEEP_DAYS = 30;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** manage_telemetry: deletes the lines received before a chosen day (default: keep the last 30 days). */
export function PurgeButton() {
  const [open, setOpen] = useState(false);
  const [before, setBefore] = useState(daysAgo(KEEP_DAYS));
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const purge = async () => {
    setBusy(true);
    try {
      const { message } = await telemetryApi.purge(before);
      notify(message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'The log lines could not be deleted. Try again.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<DeleteSweepIcon />} color="warning" onClick={() => setOpen(true)}>
        Delete old lines
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="purge-title">
        <DialogTitle id="purge-title">Delete old device log lines</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Every line received before this day is deleted for good. The deletion is recorded in the audit log.
          </DialogContentText>
          <TextField type="date" label="Received before" value={before} onChange={(event) => setBefore(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button color="warning" variant="contained" onClick={() => void purge()} disabled={busy || !before}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
