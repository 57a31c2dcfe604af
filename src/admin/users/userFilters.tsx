import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import { useRoles } from '../roles/useRoles';
import { INVITATION_STATE_KEYS } from './StatusChips';

// Choice names are translation keys: react-admin translates them.
const STATUS_CHOICES = [
  { id: 'true', name: 'users.status.active' },
  { id: 'false', name: 'users.status.suspended' },
];

const INVITATION_CHOICES = Object.entries(INVITATION_STATE_KEYS).map(([id, name]) => ({ id, name }));

/** The filter sends `isActive` as a JSON boolean; the select works with strings. */
export const parseActive = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
export const formatActive = (value: unknown) => (value === true ? 'true' : value === false ? 'false' : (value ?? ''));

export function activeFilter() {
  return (
    <SelectInput key="isActive" source="isActive" label="users.columns.status" choices={STATUS_CHOICES} parse={parseActive} format={formatActive} alwaysOn />
  );
}

/** Filters of the users list (docs/api-accounts.md: q, roleId, isActive, invitation). */
export function useUserFilters() {
  const translate = useTranslate();
  const { data: roles = [] } = useRoles();
  return [
    <SearchInput key="q" source="q" placeholder={translate('users.searchPlaceholder')} alwaysOn />,
    <SelectInput
      key="roleId"
      source="roleId"
      label="users.columns.role"
      choices={roles.map((role) => ({ id: role.id, name: role.displayName }))}
      translateChoice={false}
      alwaysOn
    />,
    activeFilter(),
    <SelectInput key="invitation" source="invitation" label="users.columns.invitation" choices={INVITATION_CHOICES} alwaysOn />,
  ];
}
