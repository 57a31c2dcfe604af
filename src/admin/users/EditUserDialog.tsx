import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountsApi, fieldErrorsOf, type AccountUser, type UserChanges } from '../../providers/accountsApi';
import { RoleSelect, StateSelect } from './AccountFields';
import { COLLECTORS_RESOURCE, USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';

interface Form {
  fullName: string;
  phone: string;
  state: string;
  roleId: number | '';
}

function formOf(user: AccountUser): Form {
  return { fullName: user.fullName, phone: user.phone ?? '', state: user.state ?? '', roleId: user.roleId };
}

/** Only the fields that differ from the user (PUT edit takes id plus changed fields). */
export function changesOf(user: AccountUser, form: Form): UserChanges {
  const changes: UserChanges = {};
  if (form.fullName.trim() !== user.fullName) changes.fullName = form.fullName.trim();
  if (form.phone.trim() !== (user.phone ?? '')) changes.phone = form.phone.trim() || null;
  if (form.state !== (user.state ?? '')) changes.state = form.state || null;
  if (form.roleId !== '' && form.roleId !== user.roleId) changes.roleId = form.roleId;
  return changes;
}

/** Edit a user's name, phone, state and role. Mounted per user, so the form starts from the record. */
export function EditUserDialog({ user, onClose }: { user: AccountUser; onClose: () => void }) {
  const run = useAccountAction();
  const [form, setForm] = useState<Form>(() => formOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const changes = changesOf(user, form);
  const changed = Object.keys(changes).length > 0;
  const set = <K extends keyof Form>(field: K) => (value: Form[K]) => setForm((old) => ({ ...old, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return onClose();
    setBusy(true);
    const ok = await run(() => accountsApi.editUser(user.id, changes), {
      success: 'User updated.',
      failure: 'The user could not be updated.',
      refresh: [[USERS_RESOURCE], [COLLECTORS_RESOURCE]],
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="edit-user-title">
      <form onSubmit={onSubmit} aria-label="Edit user form">
        <DialogTitle id="edit-user-title">Edit {user.fullName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Email" value={user.email} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label="Full name" value={form.fullName} onChange={(e) => set('fullName')(e.target.value)} required error={Boolean(errors.fullName)} helperText={errors.fullName} />
            <TextField label="Phone (optional)" type="tel" value={form.phone} onChange={(e) => set('phone')(e.target.value)} error={Boolean(errors.phone)} helperText={errors.phone} />
            <StateSelect value={form.state} onChange={set('state')} error={Boolean(errors.state)} helperText={errors.state} />
            <RoleSelect value={form.roleId} onChange={set('roleId')} error={Boolean(errors.roleId)} helperText={errors.roleId} />
            {changes.roleId !== undefined && (
              <Alert severity="info">Changing the role signs this user out at once; they sign in again with the new role.</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !changed}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
