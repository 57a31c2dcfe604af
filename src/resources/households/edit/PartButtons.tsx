import Button from '@mui/material/Button';
import type { PartActions } from './HouseholdPartForm';

interface SaveButtonProps {
  label: 'Save and Exit' | 'Save and Continue';
  actions: PartActions;
  next: () => void;
  primary?: boolean;
}

/** A save button of a household tab: disabled until the form changed and while saving. */
export function SaveButton({ label, actions, next, primary = false }: SaveButtonProps) {
  const busy = actions.savingButton === label;
  return (
    <Button
      type="button"
      variant={primary ? 'contained' : 'outlined'}
      disabled={!actions.canSave}
      onClick={() => actions.save(label, next)}
      data-testid={`household-${label.toLowerCase().replace(/ /g, '-')}`}
    >
      {busy ? 'Saving...' : label}
    </Button>
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
