import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { allStates } from '../../domain/locations';

interface StateSelectProps {
  value: string;
  onChange: (state: string) => void;
  /** Defaults to State. */
  label?: string;
  width?: number;
}

/** A native select of the 37 states, with "All states" as the empty choice. */
export function StateSelect({ value, onChange, label, width = 200 }: StateSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label ?? translate('adminCommon.state')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width }}
    >
      <option value="">{translate('adminCommon.allStates')}</option>
      {allStates().map((state) => (
        <option key={state.slug} value={state.slug}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
