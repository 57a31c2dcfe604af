/** Asks for the reason of a delete (required, one line, at most DELETE_REASON_MAX characters) before it happens. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { DELETE_REASON_MAX, deleteBodySchema } from '../../../domain/recordBin';

interface DeleteDialogProps {
  open: boolean;
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** The message key of what is wrong with the reason, or null when the domain's schema takes it. */
function reasonProblem(reason: string): string | null {
  if (deleteBodySchema.safeParse({ reason }).success) return null;
  if (reason.trim() === '') return 'bin.reasonRequired';
  if (reason.trim().length > DELETE_REASON_MAX) return 'bin.reasonTooLong';
  return 'bin.reasonOneLine';
}

export function DeleteDialog({ open, name, deleting, onCancel, onConfirm }: DeleteDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const close = () => {
    setReason('');
    setTouched(false);
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-dialog-title"
      aria-describedby="delete-dialog-text"
    >
      <DialogTitle id="delete-dialog-title">{translate('bin.dialogTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-dialog-text" sx={{ mb: 1 }}>
          {translate('bin.dialogText')}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('bin.reasonLabel')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={touched && problem ? translate(problem, { max: DELETE_REASON_MAX }) : undefined}
          slotProps={{ htmlInput: { maxLength: DELETE_REASON_MAX, 'data-testid': 'delete-reason' } }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={deleting}>
          {translate('bin.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={deleting}
          data-testid="delete-confirm"
          onClick={() => {
            setTouched(true);
            if (problem === null) onConfirm(reason.trim());
          }}
        >
          {translate(deleting ? 'bin.deleting' : 'bin.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
