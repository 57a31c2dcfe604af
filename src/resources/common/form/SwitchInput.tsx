import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

/** An on/off field; an unanswered (null) value shows as off until it is switched. */
export function SwitchInput({ name, ...rest }: { name: string; label?: string }) {
  const { label } = useFieldMeta(name, rest.label);
  const { field, fieldState } = useController({ name });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            id={fieldId(name)}
            name={name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
