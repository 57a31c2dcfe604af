import SendIcon from '@mui/icons-material/Send';
import { TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { inviteUserSchema, type InviteUser } from '../../domain/users';
import { accountsApi, fieldErrorsOf, type InvitePayload } from '../../providers/accountsApi';
import { schemaResolver } from '../../resources/common/form/schemaResolver';
import { USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';
import { RoleInput, StateInput } from './AccountFields';
import { FormDialog, type SubmitResult } from './FormDialog';

// The server's own schema, so the dialog shows the same field messages before sending.
const resolver = schemaResolver(inviteUserSchema);
const EMPTY = { fullName: '', email: '', roleId: '', phone: '', state: '' };

function payloadOf(invite: InviteUser): InvitePayload {
  const payload: InvitePayload = { fullName: invite.fullName, email: invite.email, roleId: invite.roleId };
  if (invite.phone) payload.phone = invite.phone;
  if (invite.state) payload.state = invite.state;
  return payload;
}

/** Invite a user (POST invite): the server e-mails a link to set a password. */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const run = useAccountAction();

  const submit = async (values: FieldValues): Promise<SubmitResult> => {
    const payload = payloadOf(values as InviteUser);
    let errors: SubmitResult;
    const ok = await run(() => accountsApi.inviteUser(payload), {
      success: translate('users.invite.sent', { email: payload.email }),
      failure: translate('users.invite.failed'),
      refresh: [[USERS_RESOURCE]],
      onError: (error) => (errors = fieldErrorsOf(error)),
    });
    if (ok) onClose();
    return errors;
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="invite-user-title"
      title={translate('users.invite.title')}
      submitLabel="users.invite.send"
      busyLabel="users.invite.sending"
      submitIcon={<SendIcon />}
      defaultValues={EMPTY}
      resolver={resolver}
      onSubmit={submit}
    >
      <TextInput source="fullName" label="users.fields.fullName" isRequired autoFocus />
      <TextInput source="email" label="users.fields.email" type="email" isRequired />
      <RoleInput />
      <TextInput source="phone" label="users.fields.phone" type="tel" />
      <StateInput />
    </FormDialog>
  );
}
