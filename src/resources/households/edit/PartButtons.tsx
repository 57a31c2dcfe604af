import Button from '@mui/material/Button';
import { SaveButton } from 'react-admin';

interface PartSaveButtonProps {
  label: 'Save and Exit' | 'Save and Continue';
  busyButton: string | null;
  next: () => void;
  primary?: boolean;
}

/** A save button of a household tab: disabled until the form changed and while saving ("Saving..."). */
export function PartSaveButton({ label, busyButton, next, primary = false }: PartSaveButtonProps) {
  return (
    <SaveButton
      type="button"
      label={busyButton === label ? 'Saving...' : label}
      icon={<></>}
      variant={primary ? 'contained' : 'outlined'}
      mutationOptions={{ meta: { button: label }, onSuccess: next }}
      data-testid={`household-${label.toLowerCase().replace(/ /g, '-')}`}
    />
  );
}

/** Back (to the previous tab) or Cancel (leave without saving). */
export function PlainButton({ label, onClick, disabled }: { label: 'Back' | 'Cancel'; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="text" onClick={onClick} disabled={disabled} data-testid={`household-${label.toLowerCase()}`}>
      {label}
    </Button>
  );
}
