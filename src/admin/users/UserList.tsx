import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DataTable, List, TopToolbar } from 'react-admin';
import type { AccountUser } from '../../providers/accountsApi';
import { useRoles } from '../roles/useRoles';
import { EmptyList } from '../common/EmptyList';
import { formatDateTime } from '../common/format';
import { InviteUserDialog } from './InviteUserDialog';
import { USERS_RESOURCE } from '../common/queryKeys';
import { ActiveChip, InvitationChip } from './StatusChips';
import { userFilters } from './userFilters';
import { UserRowActions } from './UserRowActions';

function InviteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Invite user
      </Button>
      <InviteUserDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const Column = DataTable.Col<AccountUser>;

/** The users list (GET /admin/user-management) with filters; row actions need manage_users. */
export function UserList({ canManage }: { canManage: boolean }) {
  const { data: roles = [] } = useRoles();
  return (
    <List
      resource={USERS_RESOURCE}
      title={false}
      filters={userFilters(roles)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      actions={<TopToolbar>{canManage && <InviteButton />}</TopToolbar>}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList text="No users match these filters." />}>
        <Column
          source="fullName"
          label="Name"
          render={(user) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {user.fullName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {user.email}
              </Typography>
            </>
          )}
        />
        <Column source="roleDisplayName" label="Role" disableSort />
        <Column source="isActive" label="Status" disableSort render={(user) => <ActiveChip isActive={user.isActive} />} />
        <Column source="invitation" label="Invitation" disableSort render={(user) => <InvitationChip invitation={user.invitation} />} />
        <Column source="lastLoginAt" label="Last login" render={(user) => formatDateTime(user.lastLoginAt)} />
        {canManage && <Column label="Actions" disableSort align="right" render={() => <UserRowActions />} />}
      </DataTable>
    </List>
  );
}
