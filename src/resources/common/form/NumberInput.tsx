import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

interface NumberInputProps {
  name: string;
  label?: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** "any" for free decimals (coordinates). */
  step?: number | 'any';
  helperText?: string;
}

/** A numeric input holding a number, or null when blank. */
export function NumberInput({ name, min, max, step = 1, helperText, ...rest }: NumberInputProps) {
  const { label, required } = useFieldMeta(name, rest.label, rest.required);
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : '';
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      required={required}
      type="number"
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        field.onChange(raw === '' ? null : Number(raw));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{ htmlInput: { min, max, step, inputMode: step === 1 ? 'numeric' : 'decimal' } }}
    />
  );
}
