import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canGrant } from '../../domain/permissions';
import { accountsApi, fieldErrorsOf, type Role, type RoleChanges } from '../../providers/accountsApi';
import { useSession } from '../../providers/useSession';
import { ROLES_KEY, USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';
import { PermissionChecklist } from './PermissionChecklist';

interface Form {
  name: string;
  displayName: string;
  description: string;
  permissions: string[];
}

/** "Field Officer" → "field_officer": the suggested role name. */
export function roleNameFrom(displayName: string): string {
  return displayName.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

function changesOf(role: Role, form: Form): RoleChanges {
  const changes: RoleChanges = {};
  if (form.displayName.trim() !== role.displayName) changes.displayName = form.displayName.trim();
  if (form.description.trim() !== (role.description ?? '')) changes.description = form.description.trim();
  if (!sameSet(form.permissions, role.permissions)) changes.permissions = form.permissions;
  return changes;
}

/** Create a role (no `role`) or edit one; saving refreshes the roles. */
export function RoleDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const run = useAccountAction();
  const { user } = useSession();
  const [form, setForm] = useState<Form>(() => ({
    name: role?.name ?? '',
    displayName: role?.displayName ?? '',
    description: role?.description ?? '',
    permissions: [...(role?.permissions ?? [])],
  }));
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(field: K, value: Form[K]) => setForm((old) => ({ ...old, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = role ? changesOf(role, form) : null;
    if (changes && Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    const call = role && changes
      ? () => accountsApi.updateRole(role.id, changes)
      : () => accountsApi.createRole({ name: form.name.trim(), displayName: form.displayName.trim(), description: form.description.trim() || undefined, permissions: form.permissions });
    const ok = await run(call, {
      success: role ? 'Role updated.' : 'Role created.',
      failure: role ? 'The role could not be updated.' : 'The role could not be created.',
      refresh: [ROLES_KEY, [USERS_RESOURCE]],
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="role-dialog-title">
      <form onSubmit={onSubmit} aria-label={role ? 'Edit role form' : 'Create role form'}>
        <DialogTitle id="role-dialog-title">{role ? `Edit role ${role.displayName}` : 'Create role'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Display name"
              value={form.displayName}
              required
              autoFocus
              error={Boolean(errors.displayName)}
              helperText={errors.displayName}
              onChange={(e) => {
                set('displayName', e.target.value);
                if (!role && !nameTouched) set('name', roleNameFrom(e.target.value));
              }}
            />
            <TextField
              label="Name"
              value={form.name}
              required={!role}
              error={Boolean(errors.name)}
              helperText={errors.name ?? (role ? 'The name of a role does not change.' : 'Lowercase letters, digits and underscores.')}
              onChange={(e) => {
                setNameTouched(true);
                set('name', e.target.value);
              }}
              slotProps={{ htmlInput: { readOnly: Boolean(role), pattern: '[a-z][a-z0-9_]*' } }}
            />
            <TextField label="Description" value={form.description} onChange={(e) => set('description', e.target.value)} multiline minRows={2} />
            <Typography variant="subtitle1" component="h3">
              Permissions ({form.permissions.length})
            </Typography>
            {errors.permissions && <Typography color="error">{errors.permissions}</Typography>}
            <PermissionChecklist value={form.permissions} onChange={(permissions) => set('permissions', permissions)} disabled={busy} grantable={(permission) => canGrant(user, [permission])} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
