/**
 * Filter inputs for the record lists, bound to react-admin's filter form with `useInput`: plain
 * MUI text fields and native selects (keyboard and screen-reader friendly, each with its label).
 * The filter form clones each element with `source`, `alwaysOn`, `size`, `resource`… props.
 * Labels follow react-admin's convention: a translation key or a text, else the resource's field label.
 */
import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate, useTranslateLabel } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

export interface FilterInputProps {
  source: string;
  label?: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

type Parse = (text: string) => unknown;
type Format = (value: unknown) => string;

const asText: Format = (value) => (value === null || value === undefined ? '' : String(value));
/** '' clears the filter (react-admin drops empty values). */
const keepText: Parse = (text) => text;

interface BaseProps extends FilterInputProps {
  type?: string;
  parse?: Parse;
  format?: Format;
  onChanged?: (text: string) => void;
  select?: boolean;
  children?: ReactNode;
  minWidth?: number;
  inputProps?: Record<string, unknown>;
}

function FilterField({
  source,
  label,
  size,
  disabled,
  type,
  parse = keepText,
  format = asText,
  onChanged,
  select,
  children,
  minWidth = 170,
  inputProps,
}: BaseProps) {
  const { field, id } = useInput({ source, parse, format });
  const translateLabel = useTranslateLabel();
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translateLabel({ label, source })}
      type={type}
      select={select}
      value={field.value}
      onChange={(event) => {
        field.onChange(event);
        onChanged?.(event.target.value);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      size={size ?? 'small'}
      sx={{ minWidth, mt: 1 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: inputProps }}
    >
      {children}
    </TextField>
  );
}

export function FilterSearch(props: FilterInputProps) {
  return <FilterField {...props} type="search" minWidth={260} />;
}

export function FilterDate(props: FilterInputProps) {
  return <FilterField {...props} type="date" />;
}

export function FilterNumber(props: FilterInputProps & { min?: number; max?: number }) {
  const { min, max, ...rest } = props;
  const parse: Parse = (text) => (text === '' ? '' : Number(text));
  return <FilterField {...rest} type="number" parse={parse} minWidth={110} inputProps={{ min, max, inputMode: 'numeric' }} />;
}

export interface FilterSelectProps extends FilterInputProps {
  choices: readonly Choice[];
  /** Called with the new value after a change (e.g. to clear dependent filters). */
  onChanged?: (value: string) => void;
  parse?: Parse;
  format?: Format;
  /** The "no filter" option: a translation key or a text. */
  anyLabel?: string;
}

export function FilterSelect({ choices, anyLabel = 'records.filters.any', ...rest }: FilterSelectProps) {
  const translate = useTranslate();
  return (
    <FilterField {...rest} select>
      <option value="">{translate(anyLabel, { _: anyLabel })}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </FilterField>
  );
}

const parseYesNo: Parse = (text) => (text === 'true' ? true : text === 'false' ? false : '');

/** Yes / No / Any, as the booleans the API takes. */
export function FilterYesNo(props: FilterInputProps) {
  const translate = useTranslate();
  const choices = [
    { id: 'true', name: translate('records.yes') },
    { id: 'false', name: translate('records.no') },
  ];
  return <FilterSelect {...props} choices={choices} parse={parseYesNo} />;
}
