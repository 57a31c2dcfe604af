import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router-dom';
import { canOpenPath } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { hasSuperAdminRole } from '../../domain/permissions';

export type AccountsTab = 'users' | 'roles' | 'outbox';

const TABS: readonly { value: AccountsTab; label: string; to: string }[] = [
  { value: 'users', label: 'Users', to: '/admin/user-management' },
  { value: 'roles', label: 'Roles', to: '/admin/user-management/roles' },
  { value: 'outbox', label: 'Outbox', to: '/admin/outbox' },
];

/** Links between User Management, Roles and (for super admins) the mail Outbox. */
export function AccountsTabs({ current }: { current: AccountsTab }) {
  const { user } = useSession();
  const shown = TABS.filter((tab) => (tab.value === 'outbox' ? hasSuperAdminRole(user) : canOpenPath(user, tab.to)));
  return (
    <Tabs value={current} aria-label="User management sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {shown.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
