import TextField from '@mui/material/TextField';

/** A value shown in the form's look but not editable (and not focus-trapping: it is read-only). */
export function ReadOnlyField({ name, label, value, required }: { name: string; label: string; value: string | null | undefined; required?: boolean }) {
  return (
    <TextField
      id={`field-${name}`}
      label={label}
      required={required}
      value={value ?? ''}
      placeholder="Not set"
      fullWidth
      helperText="Read-only"
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': `readonly-${name}` }, inputLabel: { shrink: true } }}
    />
  );
}
