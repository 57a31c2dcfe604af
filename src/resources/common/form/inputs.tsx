/**
 * The few inputs react-admin does not ship in the shape the edit screens need (spec 02): a native
 * select (keyboard and screen-reader friendly, and what the browser tests drive), a yes/no question
 * holding a boolean, and an on/off switch that leaves an unanswered field null. Like react-admin's
 * inputs, they take their label from the resource (resources.<resource>.fields.<source>) unless
 * given one; enumerated values show translated and are stored as they are.
 */
import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { BooleanInput, RadioButtonGroupInput, useInput, useTranslate, useTranslateLabel, type BooleanInputProps } from 'react-admin';
import { useValueText } from '../values';

export interface Option {
  value: string;
  label: string;
}

interface NativeSelectInputProps {
  source: string;
  /** A translation key or a text; the resource's field label without it. */
  label?: string;
  /** Enumerated values (shown by their catalogue label), or value/label pairs shown as given (place names). */
  options: readonly string[] | readonly Option[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Called after the field changed (e.g. to clear dependent fields). */
  onChange?: () => void;
}

/** A native select; a stored value outside the options is kept and shown, so opening a record never changes it. */
export function NativeSelectInput({ source, label, options, required, disabled, helperText, onChange }: NativeSelectInputProps) {
  const { id, field, fieldState } = useInput({ source, onChange });
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const valueText = useValueText();
  const value = String(field.value ?? '');
  const choices = useMemo(
    () => options.map((option) => (typeof option === 'string' ? { value: option, label: valueText(option) } : option)),
    [options, valueText],
  );
  const list = value === '' || choices.some((option) => option.value === value) ? choices : [...choices, { value, label: value }];
  return (
    <TextField
      id={id}
      name={field.name}
      label={translateLabel({ label, source })}
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
      <option value="">{translate('records.edit.notSet')}</option>
      {list.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const YES_NO = [
  { id: true, name: 'records.yes' },
  { id: false, name: 'records.no' },
];
const parseYesNo = (value: unknown) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : null);

/** A yes/no question; unanswered (null) until one is chosen. */
export function YesNoInput({ source, label, required }: { source: string; label?: string; required?: boolean }) {
  const question = useTranslateLabel()({ label, source });
  return (
    <RadioButtonGroupInput
      source={source}
      label={label}
      required={required}
      choices={YES_NO}
      parse={parseYesNo}
      helperText={false}
      options={{ 'aria-label': typeof question === 'string' ? question : undefined }}
    />
  );
}

/** An on/off field; an unanswered (null) value shows as off and stays null until switched. */
export function SwitchInput(props: BooleanInputProps) {
  return <BooleanInput defaultValue={null} helperText={false} {...props} />;
}

/** One on/off switch per source, in order. */
export function Switches({ sources }: { sources: readonly string[] }) {
  return sources.map((source) => <SwitchInput key={source} source={source} />);
}

/** react-admin choices of enumerated values: stored as they are, shown by their catalogue label. */
export const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: `values.${value}` }));
