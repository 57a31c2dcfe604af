import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Confirm } from 'react-admin';
import { SUPER_ADMIN } from '../../domain/permissions';
import { accountsApi, type Role } from '../../providers/accountsApi';
import { ROLES_KEY } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';
import { RoleDialog } from './RoleDialog';

export function isLockedRole(role: Role): boolean {
  return role.name === SUPER_ADMIN;
}

/** Edit and delete of a role row (manage_roles); super_admin is locked, a role with users cannot go. */
export function RoleRowActions({ role }: { role: Role }) {
  const run = useAccountAction();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (isLockedRole(role)) {
    return <Chip size="small" icon={<LockIcon />} label="Locked" data-testid="role-locked" />;
  }
  const remove = async () => {
    setBusy(true);
    await run(() => accountsApi.deleteRole(role.id), { success: 'Role deleted.', failure: 'The role could not be deleted.', refresh: [ROLES_KEY] });
    setBusy(false);
    setDeleting(false);
  };
  const deleteHint = role.userCount > 0 ? 'Only a role without users can be deleted' : `Delete ${role.displayName}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title={`Edit ${role.displayName}`}>
        <IconButton aria-label={`Edit ${role.displayName}`} onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteHint}>
        <span>
          <IconButton aria-label={`Delete ${role.displayName}`} onClick={() => setDeleting(true)} disabled={role.userCount > 0 || busy}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      {editing && <RoleDialog role={role} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={deleting}
        loading={busy}
        title="Delete role"
        content={`Delete the role ${role.displayName}? This cannot be undone.`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
