import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

interface VerifyIdDialogProps {
  /** Verify School, Verify Community or Verify Household. */
  title: string;
  /** The ID field's label and its help text. */
  idLabel: string;
  help: string;
  /** Called with the parsed ID, or null for an empty entry (nothing is sent then). */
  onClose: (id: number | null) => void;
}

/** The ID prompt of spec 01 §5, as an MUI dialog (DESIGN §8): parsed as an integer. */
export function VerifyIdDialog({ title, idLabel, help, onClose }: VerifyIdDialogProps) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = value.trim();
    if (entry === '') {
      onClose(null);
      return;
    }
    const id = Number.parseInt(entry, 10);
    if (!Number.isInteger(id) || id <= 0) {
      setError(translate('commandCentre.verify.wholeNumber'));
      return;
    }
    onClose(id);
  };
  return (
    <Dialog open onClose={() => onClose(null)} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={idLabel}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? help}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)}>{translate('adminCommon.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('commandCentre.verify.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
