import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountFieldErrors, inviteUserSchema } from '../../domain/users';
import { accountsApi, fieldErrorsOf, type InvitePayload } from '../../providers/accountsApi';
import { RoleSelect, StateSelect } from './AccountFields';
import { USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';

const EMPTY = { fullName: '', email: '', roleId: '' as number | '', phone: '', state: '' };

function payloadOf(form: typeof EMPTY): InvitePayload {
  const payload: InvitePayload = { fullName: form.fullName.trim(), email: form.email.trim(), roleId: Number(form.roleId) };
  if (form.phone.trim()) payload.phone = form.phone.trim();
  if (form.state) payload.state = form.state;
  return payload;
}

/** Invite a user (POST invite): the server e-mails a link to set a password. */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const run = useAccountAction();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string | number) => setForm((old) => ({ ...old, [field]: value }));

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server's own schema, so the dialog shows the same field messages before sending.
    const checked = inviteUserSchema.safeParse(payloadOf(form));
    if (!checked.success) {
      setErrors(accountFieldErrors(checked.error));
      return;
    }
    setBusy(true);
    setErrors({});
    const ok = await run(() => accountsApi.inviteUser(payloadOf(form)), {
      success: `Invitation sent to ${form.email.trim()}.`,
      failure: 'The invitation could not be sent.',
      refresh: [[USERS_RESOURCE]],
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
    setBusy(false);
    if (ok) close();
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="invite-user-title">
      <form onSubmit={onSubmit} aria-label="Invite user form">
        <DialogTitle id="invite-user-title">Invite user</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Full name" value={form.fullName} onChange={(e) => set('fullName')(e.target.value)} required autoFocus error={Boolean(errors.fullName)} helperText={errors.fullName} />
            <TextField label="Email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} required error={Boolean(errors.email)} helperText={errors.email} />
            <RoleSelect value={form.roleId} onChange={set('roleId')} required error={Boolean(errors.roleId)} helperText={errors.roleId} />
            <TextField label="Phone (optional)" type="tel" value={form.phone} onChange={(e) => set('phone')(e.target.value)} error={Boolean(errors.phone)} helperText={errors.phone} />
            <StateSelect value={form.state} onChange={set('state')} error={Boolean(errors.state)} helperText={errors.state} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Sending...' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
