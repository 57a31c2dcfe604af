import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

export interface Option {
  value: string;
  label: string;
}

interface SelectInputProps {
  name: string;
  label?: string;
  required?: boolean;
  /** Values shown as they are, or value/label pairs. */
  options: readonly string[] | readonly Option[];
  helperText?: string;
  disabled?: boolean;
  /** Called with the new value after the field changed (e.g. to clear dependent fields). */
  onChanged?: (value: string | null) => void;
}

export const NOT_SET = 'Not set';

function toOptions(options: readonly string[] | readonly Option[]): Option[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

/**
 * A native select (keyboard and screen-reader friendly). A stored value outside the options is
 * kept and shown, so opening a record never silently changes it.
 */
export function SelectInput({ name, options, helperText, disabled, onChanged, ...rest }: SelectInputProps) {
  const { label, required } = useFieldMeta(name, rest.label, rest.required);
  const { field, fieldState } = useController({ name });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const list = toOptions(options);
  if (value !== '' && !list.some((option) => option.value === value)) list.push({ value, label: value });
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      required={required}
      select
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value === '' ? null : event.target.value;
        field.onChange(next);
        onChanged?.(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{NOT_SET}</option>
      {list.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
