import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import type { Role } from '../../providers/accountsApi';
import { PageSpinner } from '../../ui/PageSpinner';
import { ArrayColumn, ArrayDataTable, OutsideRecord } from '../common/ArrayDataTable';
import { AccountsTabs } from '../users/AccountsTabs';
import { usePermission } from '../common/usePermission';
import { RoleDialog } from './RoleDialog';
import { RoleRowActions } from './RoleRowActions';
import { useRoles } from './useRoles';

const Column = ArrayColumn<Role>;

/** /admin/user-management/roles (READ_ROLES or MANAGE_ROLES): roles, their users and permissions. */
export function RolesPage() {
  const translate = useTranslate();
  const canManage = usePermission(P.MANAGE_ROLES);
  const { data: roles, isPending, error } = useRoles();
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h2" component="h1" gutterBottom>
          {translate('roles.title')}
        </Typography>
        <AccountsTabs current="roles" />
      </div>
      {canManage && (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('roles.createRole')}
          </Button>
        </Box>
      )}
      {isPending && <PageSpinner label={translate('roles.loading')} />}
      {error && <Alert severity="error">{error.message || translate('roles.loadFailed')}</Alert>}
      {roles && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <ArrayDataTable
            rows={roles}
            name="roles"
            size="medium"
            aria-label={translate('roles.tableLabel')}
            rowAttributes={(role) => ({ 'data-testid': 'role-row', 'data-role': role.name })}
          >
            <Column
              label="roles.columns.role"
              render={(role) => (
                <>
                  <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                    {role.displayName} {role.isSystem && <Chip size="small" label={translate('roles.system')} variant="outlined" sx={{ ml: 1 }} />}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="code">
                    {role.name}
                  </Typography>
                </>
              )}
            />
            <Column source="description" label="roles.columns.description" render={(role) => role.description} />
            <Column label="roles.columns.permissions" align="right" render={(role) => role.permissions.length} />
            <Column
              source="userCount"
              label="roles.columns.users"
              align="right"
              bodyCell={{ 'data-testid': 'role-user-count' }}
              render={(role) => role.userCount}
            />
            {canManage && (
              <Column
                label="roles.columns.actions"
                align="right"
                render={(role) => (
                  <OutsideRecord>
                    <RoleRowActions role={role} />
                  </OutsideRecord>
                )}
              />
            )}
          </ArrayDataTable>
        </Paper>
      )}
      {creating && <RoleDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
