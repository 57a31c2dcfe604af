import TextField from '@mui/material/TextField';
import { allStates } from '../../domain/locations';

interface StateSelectProps {
  value: string;
  onChange: (state: string) => void;
  label?: string;
  width?: number;
}

/** A native select of the 37 states, with "All states" as the empty choice. */
export function StateSelect({ value, onChange, label = 'State', width = 200 }: StateSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width }}
    >
      <option value="">All states</option>
      {allStates().map((state) => (
        <option key={state.slug} value={state.slug}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
