import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

/** A yes/no question; unanswered (null) until one is chosen. */
export function YesNoInput({ name, ...rest }: { name: string; label?: string; required?: boolean }) {
  const { label, required } = useFieldMeta(name, rest.label, rest.required);
  const { field, fieldState } = useController({ name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  const labelId = `${fieldId(name)}-label`;
  return (
    <FormControl component="fieldset" required={required} error={Boolean(fieldState.error)}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => field.onChange(event.target.value === 'yes')}
        onBlur={field.onBlur}
      >
        <FormControlLabel value="yes" control={<Radio slotProps={{ input: { ref: field.ref } }} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
