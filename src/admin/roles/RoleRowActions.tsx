import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Confirm, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const run = useAccountAction();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (isLockedRole(role)) {
    return <Chip size="small" icon={<LockIcon />} label={translate('roles.locked')} data-testid="role-locked" />;
  }
  const remove = async () => {
    setBusy(true);
    await run(() => accountsApi.deleteRole(role.id), {
      success: translate('roles.deleted'),
      failure: translate('roles.deleteFailed'),
      refresh: [ROLES_KEY],
    });
    setBusy(false);
    setDeleting(false);
  };
  const name = { name: role.displayName };
  const deleteLabel = translate('roles.deleteRole', name);
  const deleteHint = role.userCount > 0 ? translate('roles.onlyEmptyDeletable') : deleteLabel;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title={translate('roles.editRole', name)}>
        <IconButton aria-label={translate('roles.editRole', name)} onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteHint}>
        <span>
          <IconButton aria-label={deleteLabel} onClick={() => setDeleting(true)} disabled={role.userCount > 0 || busy}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      {editing && <RoleDialog role={role} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={deleting}
        loading={busy}
        title="roles.deleteTitle"
        content="roles.deleteContent"
        translateOptions={name}
        confirm="roles.deleteButton"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
