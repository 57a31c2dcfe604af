import { SearchInput, SelectInput } from 'react-admin';
import type { Role } from '../../providers/accountsApi';
import { INVITATION_LABELS } from '../common/format';

const STATUS_CHOICES = [
  { id: 'true', name: 'Active' },
  { id: 'false', name: 'Suspended' },
];

const INVITATION_CHOICES = Object.entries(INVITATION_LABELS).map(([id, name]) => ({ id, name }));

/** The filter sends `isActive` as a JSON boolean; the select works with strings. */
export const parseActive = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
export const formatActive = (value: unknown) => (value === true ? 'true' : value === false ? 'false' : (value ?? ''));

export function activeFilter() {
  return <SelectInput key="isActive" source="isActive" label="Status" choices={STATUS_CHOICES} parse={parseActive} format={formatActive} alwaysOn />;
}

/** Filters of the users list (docs/api-accounts.md: q, roleId, isActive, invitation). */
export function userFilters(roles: readonly Role[]) {
  return [
    <SearchInput key="q" source="q" placeholder="Search name or e-mail" alwaysOn />,
    <SelectInput key="roleId" source="roleId" label="Role" choices={roles.map((role) => ({ id: role.id, name: role.displayName }))} alwaysOn />,
    activeFilter(),
    <SelectInput key="invitation" source="invitation" label="Invitation" choices={INVITATION_CHOICES} alwaysOn />,
  ];
}
