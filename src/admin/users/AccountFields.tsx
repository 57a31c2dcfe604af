import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { allStates } from '../../domain/locations';
import { canGrant } from '../../domain/permissions';
import type { Role } from '../../providers/accountsApi';
import { useSession } from '../../providers/useSession';
import { useRoles } from '../roles/useRoles';

type SelectProps = Omit<TextFieldProps, 'select' | 'children' | 'value' | 'onChange'>;

/** The roles the signed-in user may grant (role ceiling, DESIGN §5); the server checks again. */
export function useGrantableRoles(): { all: Role[]; grantable: Role[]; isPending: boolean; isGrantable: (role: Role) => boolean } {
  const { user } = useSession();
  const { data: all = [], isPending } = useRoles();
  const isGrantable = (role: Role) => canGrant(user, role.permissions, role.name);
  return { all, grantable: all.filter(isGrantable), isPending, isGrantable };
}

/**
 * The role select of the invite and edit dialogs: only roles the user may grant, plus the current
 * one (shown, not selectable) when the user being edited holds a role above that ceiling.
 */
export function RoleSelect({ value, onChange, ...props }: SelectProps & { value: number | ''; onChange: (roleId: number) => void }) {
  const { all, isPending, isGrantable } = useGrantableRoles();
  const roles = all.filter((role) => isGrantable(role) || role.id === value);
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
        <MenuItem key={role.id} value={role.id} disabled={!isGrantable(role)}>
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
