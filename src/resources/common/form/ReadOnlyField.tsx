import TextField from '@mui/material/TextField';
import { fieldId, useFieldMeta } from './FormMeta';

/** A value shown in the form's look but not editable (and not focus-trapping: it is read-only). */
export function ReadOnlyField({ name, value, ...rest }: { name: string; value: string | null | undefined; label?: string; required?: boolean }) {
  const { label, required } = useFieldMeta(name, rest.label, rest.required);
  return (
    <TextField
      id={fieldId(name)}
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
