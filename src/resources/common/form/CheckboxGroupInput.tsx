import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController } from 'react-hook-form';
import { fieldId, useFieldMeta } from './FormMeta';

/** A multi-choice list field: one checkbox per allowed value, kept in the options' order. */
export function CheckboxGroupInput({ name, options, ...rest }: { name: string; options: readonly string[]; label?: string; required?: boolean }) {
  const { label, required } = useFieldMeta(name, rest.label, rest.required);
  const { field, fieldState } = useController({ name });
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const labelId = `${fieldId(name)}-label`;
  const toggle = (option: string, checked: boolean) => {
    const next = options.filter((o) => (o === option ? checked : selected.includes(o)));
    const extra = selected.filter((value) => !options.includes(value));
    field.onChange([...next, ...extra]);
  };
  return (
    <FormControl component="fieldset" required={required} error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <FormGroup row>
        {options.map((option, index) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                name={name}
                checked={selected.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
