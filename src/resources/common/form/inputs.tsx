/**
 * The few inputs react-admin does not ship in the shape the edit screens need (spec 02): a native
 * select (keyboard and screen-reader friendly, and what the browser tests drive), a yes/no question
 * holding a boolean, and an on/off switch that leaves an unanswered field null.
 */
import TextField from '@mui/material/TextField';
import { BooleanInput, RadioButtonGroupInput, useInput, type BooleanInputProps } from 'react-admin';

export interface Option {
  value: string;
  label: string;
}

export const NOT_SET = 'Not set';

/** `{source, label}` for an input, its label looked up in a form's label table. */
export const labelled =
  <K extends string>(labels: Readonly<Record<K, string>>, required: readonly string[] = []) =>
  (source: K) => ({ source, label: labels[source], ...(required.includes(source) ? { required: true } : {}) });

interface NativeSelectInputProps {
  source: string;
  label: string;
  /** Values shown as they are, or value/label pairs. */
  options: readonly string[] | readonly Option[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Called after the field changed (e.g. to clear dependent fields). */
  onChange?: () => void;
}

const toOptions = (options: readonly string[] | readonly Option[]): Option[] =>
  options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));

/** A native select; a stored value outside the options is kept and shown, so opening a record never changes it. */
export function NativeSelectInput({ source, label, options, required, disabled, helperText, onChange }: NativeSelectInputProps) {
  const { id, field, fieldState } = useInput({ source, onChange });
  const value = String(field.value ?? '');
  const list = toOptions(options);
  if (value !== '' && !list.some((option) => option.value === value)) list.push({ value, label: value });
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      required={required}
      select
      value={value}
      disabled={disabled}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
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

const YES_NO = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
];
const parseYesNo = (value: unknown) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : null);

/** A yes/no question; unanswered (null) until one is chosen. */
export function YesNoInput({ source, label, required }: { source: string; label: string; required?: boolean }) {
  return (
    <RadioButtonGroupInput
      source={source}
      label={label}
      required={required}
      choices={YES_NO}
      translateChoice={false}
      parse={parseYesNo}
      helperText={false}
      options={{ 'aria-label': label }}
    />
  );
}

/** An on/off field; an unanswered (null) value shows as off and stays null until switched. */
export function SwitchInput(props: BooleanInputProps) {
  return <BooleanInput defaultValue={null} helperText={false} {...props} />;
}

/** react-admin choices whose stored value is the text shown. */
export const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
