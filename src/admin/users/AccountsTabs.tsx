import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { canOpenPath } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { hasSuperAdminRole } from '../../domain/permissions';

export type AccountsTab = 'users' | 'roles' | 'outbox';

const TABS: readonly { value: AccountsTab; labelKey: string; to: string }[] = [
  { value: 'users', labelKey: 'users.tabs.users', to: '/admin/user-management' },
  { value: 'roles', labelKey: 'users.tabs.roles', to: '/admin/user-management/roles' },
  { value: 'outbox', labelKey: 'users.tabs.outbox', to: '/admin/outbox' },
];

/** Links between User Management, Roles and (for super admins) the mail Outbox. */
export function AccountsTabs({ current }: { current: AccountsTab }) {
  const translate = useTranslate();
  const { user } = useSession();
  const shown = TABS.filter((tab) => (tab.value === 'outbox' ? hasSuperAdminRole(user) : canOpenPath(user, tab.to)));
  return (
    <Tabs value={current} aria-label={translate('users.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {shown.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={translate(tab.labelKey)} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
