import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { allStates } from '../../domain/locations';
import { useRoles } from '../roles/useRoles';

type SelectProps = Omit<TextFieldProps, 'select' | 'children' | 'value' | 'onChange'>;

/** The role select of the invite and edit dialogs, from GET roles. */
export function RoleSelect({ value, onChange, ...props }: SelectProps & { value: number | ''; onChange: (roleId: number) => void }) {
  const { data: roles = [], isPending } = useRoles();
  return (
    <TextField
      {...props}
      select
      label="Role"
      value={isPending ? '' : value}
      onChange={(event) => onChange(Number(event.target.value))}
      helperText={props.helperText ?? (isPending ? 'Loading roles...' : undefined)}
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={role.id}>
          {role.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An optional state select (the 36 states and the FCT). */
export function StateSelect({ value, onChange, ...props }: SelectProps & { value: string; onChange: (state: string) => void }) {
  return (
    <TextField {...props} select label={props.label ?? 'State (optional)'} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {allStates().map((state) => (
        <MenuItem key={state.slug} value={state.slug}>
          {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
