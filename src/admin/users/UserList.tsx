import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import type { AccountUser } from '../../providers/accountsApi';
import { EmptyList } from '../common/EmptyList';
import { formatDateTime } from '../common/format';
import { InviteUserDialog } from './InviteUserDialog';
import { USERS_RESOURCE } from '../common/queryKeys';
import { ActiveChip, InvitationChip } from './StatusChips';
import { useUserFilters } from './userFilters';
import { UserRowActions } from './UserRowActions';
import { ListPagination } from '../../ui/ListPagination';

function InviteButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('users.inviteUser')}
      </Button>
      <InviteUserDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const Column = DataTable.Col<AccountUser>;

/** The users list (GET /admin/user-management) with filters; row actions need manage_users. */
export function UserList({ canManage }: { canManage: boolean }) {
  const translate = useTranslate();
  const filters = useUserFilters();
  return (
    <List
      resource={USERS_RESOURCE}
      title={false}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      empty={false}
      actions={<TopToolbar>{canManage && <InviteButton />}</TopToolbar>}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList text={translate('users.noMatch')} />}>
        <Column
          source="fullName"
          label="users.columns.name"
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
        <Column source="roleDisplayName" label="users.columns.role" disableSort />
        <Column source="isActive" label="users.columns.status" disableSort render={(user) => <ActiveChip isActive={user.isActive} />} />
        <Column source="invitation" label="users.columns.invitation" disableSort render={(user) => <InvitationChip invitation={user.invitation} />} />
        <Column source="lastLoginAt" label="users.columns.lastLogin" render={(user) => formatDateTime(user.lastLoginAt, translate('users.never'))} />
        {canManage && <Column label="users.columns.actions" disableSort align="right" render={() => <UserRowActions />} />}
      </DataTable>
    </List>
  );
}
