import TextField from '@mui/material/TextField';
import { useTranslate, useTranslateLabel } from 'react-admin';

interface ReadOnlyFieldProps {
  /** The field's source: its label (resources.<resource>.fields.<name>, unless `label` is given) and test id. */
  name: string;
  label?: string;
  value: string | null | undefined;
  required?: boolean;
}

/** A value shown in the form's look but not editable (and not focus-trapping: it is read-only). */
export function ReadOnlyField({ name, label, value, required }: ReadOnlyFieldProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return (
    <TextField
      id={`field-${name}`}
      label={translateLabel({ label, source: name })}
      required={required}
      value={value ?? ''}
      placeholder={translate('records.edit.notSet')}
      fullWidth
      helperText={translate('records.edit.readOnly')}
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': `readonly-${name}` }, inputLabel: { shrink: true } }}
    />
  );
}
