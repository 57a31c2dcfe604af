import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

interface TextInputProps {
  name: string;
  label?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'url' | 'tel' | 'date';
  multiline?: boolean;
  helperText?: string;
}

/** A text input; an emptied field holds null, so clearing a blank field leaves the form unchanged. */
export function TextInput({ name, type = 'text', multiline = false, helperText, ...rest }: TextInputProps) {
  const { label, required } = useFieldMeta(name, rest.label, rest.required);
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'string' ? field.value.slice(0, type === 'date' ? 10 : undefined) : '';
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      required={required}
      type={type}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={value}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}
