import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { PageSpinner } from '../../ui/PageSpinner';
import { AccountsTabs } from '../users/AccountsTabs';
import { usePermission } from '../common/usePermission';
import { RoleDialog } from './RoleDialog';
import { RoleRowActions } from './RoleRowActions';
import { useRoles } from './useRoles';

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
          <Table aria-label={translate('roles.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('roles.columns.role')}</TableCell>
                <TableCell>{translate('roles.columns.description')}</TableCell>
                <TableCell align="right">{translate('roles.columns.permissions')}</TableCell>
                <TableCell align="right">{translate('roles.columns.users')}</TableCell>
                {canManage && <TableCell align="right">{translate('roles.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {roles.map((role) => (
                <TableRow key={role.id} data-testid="role-row" data-role={role.name}>
                  <TableCell>
                    <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                      {role.displayName} {role.isSystem && <Chip size="small" label={translate('roles.system')} variant="outlined" sx={{ ml: 1 }} />}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="code">
                      {role.name}
                    </Typography>
                  </TableCell>
                  <TableCell>{role.description}</TableCell>
                  <TableCell align="right">{role.permissions.length}</TableCell>
                  <TableCell align="right" data-testid="role-user-count">
                    {role.userCount}
                  </TableCell>
                  {canManage && (
                    <TableCell align="right">
                      <RoleRowActions role={role} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {creating && <RoleDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
