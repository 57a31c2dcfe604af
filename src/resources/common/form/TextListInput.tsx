import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

export function parseList(text: string): string[] | null {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : null;
}

/** A free list of short texts, typed comma-separated; the field holds the list (null when empty). */
export function TextListInput({ name, ...rest }: { name: string; label?: string }) {
  const { label } = useFieldMeta(name, rest.label);
  const { field, fieldState } = useController({ name });
  const [text, setText] = useState(() => (Array.isArray(field.value) ? (field.value as string[]).join(', ') : ''));
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseList(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Separate items with commas'}
      fullWidth
    />
  );
}
