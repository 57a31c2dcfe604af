import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { AccountsTabs } from './AccountsTabs';
import { BulkInvitePanel } from './bulk/BulkInvitePanel';
import { UserList } from './UserList';
import { usePermission } from '../common/usePermission';

/** /admin/user-management (READ_USERS or MANAGE_USERS): users, invitations and bulk invites. */
export function UserManagementPage() {
  const translate = useTranslate();
  const canManage = usePermission(P.MANAGE_USERS);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h2" component="h1" gutterBottom>
          {translate('users.title')}
        </Typography>
        <AccountsTabs current="users" />
      </div>
      <UserList canManage={canManage} />
      {canManage && <BulkInvitePanel />}
    </Stack>
  );
}
