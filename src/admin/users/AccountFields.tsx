import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { allStates } from '../../domain/locations';
import { canGrant } from '../../domain/permissions';
import type { Role } from '../../providers/accountsApi';
import { useSession } from '../../providers/useSession';
import { useRoles } from '../roles/useRoles';

type InputProps = Omit<SelectInputProps, 'source' | 'choices'>;

/** The roles the signed-in user may grant (role ceiling, DESIGN §5); the server checks again. */
export function useGrantableRoles(): { all: Role[]; grantable: Role[]; isPending: boolean; isGrantable: (role: Role) => boolean } {
  const { user } = useSession();
  const { data: all = [], isPending } = useRoles();
  const isGrantable = (role: Role) => canGrant(user, role.permissions, role.name);
  return { all, grantable: all.filter(isGrantable), isPending, isGrantable };
}

/**
 * The role select (`roleId`) of the invite and edit dialogs: only roles the user may grant, plus
 * `keepRoleId` (shown, not selectable) when the user being edited holds a role above that ceiling.
 */
export function RoleInput({ keepRoleId, ...props }: InputProps & { keepRoleId?: number }) {
  const { all, isPending, isGrantable } = useGrantableRoles();
  const choices = all
    .filter((role) => isGrantable(role) || role.id === keepRoleId)
    .map((role) => ({ id: role.id, name: role.displayName, disabled: !isGrantable(role) }));
  return (
    <SelectInput
      source="roleId"
      label="users.fields.role"
      choices={choices}
      translateChoice={false}
      isRequired
      format={(value: unknown) => (isPending ? '' : (value ?? ''))}
      helperText={isPending ? 'users.fields.loadingRoles' : undefined}
      {...props}
    />
  );
}

const STATE_CHOICES = allStates().map((state) => ({ id: state.slug, name: state.name }));

/** An optional state select (the 36 states and the FCT), `None` first. */
export function StateInput(props: InputProps) {
  const translate = useTranslate();
  return (
    <SelectInput
      source="state"
      label="users.fields.state"
      choices={STATE_CHOICES}
      translateChoice={false}
      emptyText={<em>{translate('users.fields.none')}</em>}
      {...props}
    />
  );
}
