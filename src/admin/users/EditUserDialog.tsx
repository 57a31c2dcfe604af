import Alert from '@mui/material/Alert';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { editUserSchema } from '../../domain/users';
import { accountsApi, fieldErrorsOf, type AccountUser, type UserChanges } from '../../providers/accountsApi';
import { derivedResolver } from '../../resources/common/form/schemaResolver';
import { COLLECTORS_RESOURCE, USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';
import { RoleInput, StateInput } from './AccountFields';
import { FormDialog, type SubmitResult } from './FormDialog';

/** The dialog's values; inputs hold null or '' when emptied. */
interface EditValues {
  fullName?: string | null;
  phone?: string | null;
  state?: string | null;
  roleId?: number | '' | null;
}

function valuesOf(user: AccountUser) {
  return { email: user.email, fullName: user.fullName, phone: user.phone ?? '', state: user.state ?? '', roleId: user.roleId };
}

/** Only the fields that differ from the user (PUT edit takes id plus changed fields). */
export function changesOf(user: AccountUser, values: EditValues): UserChanges {
  const changes: UserChanges = {};
  const fullName = (values.fullName ?? '').trim();
  const phone = (values.phone ?? '').trim();
  const state = values.state ?? '';
  if (fullName !== user.fullName) changes.fullName = fullName;
  if (phone !== (user.phone ?? '')) changes.phone = phone || null;
  if (state !== (user.state ?? '')) changes.state = state || null;
  if (typeof values.roleId === 'number' && values.roleId !== user.roleId) changes.roleId = values.roleId;
  return changes;
}

/** The edit route's schema over what would be sent: a stored value nobody touched is never refused. */
function changesResolver(user: AccountUser): Resolver<FieldValues> {
  return derivedResolver(editUserSchema, (values) => ({ id: user.id, ...changesOf(user, values) }));
}

function RoleChangeNotice({ user }: { user: AccountUser }) {
  const translate = useTranslate();
  const roleId: unknown = useWatch({ name: 'roleId' });
  if (typeof roleId !== 'number' || roleId === user.roleId) return null;
  return <Alert severity="info">{translate('users.edit.roleChangeNotice')}</Alert>;
}

/** Edit a user's name, phone, state and role. Mounted per user, so the form starts from the record. */
export function EditUserDialog({ user, onClose }: { user: AccountUser; onClose: () => void }) {
  const translate = useTranslate();
  const run = useAccountAction();

  const submit = async (values: FieldValues): Promise<SubmitResult> => {
    const changes = changesOf(user, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return undefined;
    }
    let errors: SubmitResult;
    const ok = await run(() => accountsApi.editUser(user.id, changes), {
      success: translate('users.edit.updated'),
      failure: translate('users.edit.failed'),
      refresh: [[USERS_RESOURCE], [COLLECTORS_RESOURCE]],
      onError: (error) => (errors = fieldErrorsOf(error)),
    });
    if (ok) onClose();
    return errors;
  };

  return (
    <FormDialog
      onClose={onClose}
      titleId="edit-user-title"
      title={translate('users.edit.title', { name: user.fullName })}
      submitLabel="users.dialog.save"
      busyLabel="users.dialog.saving"
      record={valuesOf(user)}
      resolver={changesResolver(user)}
      canSave={(values) => Object.keys(changesOf(user, values)).length > 0}
      onSubmit={submit}
    >
      <TextInput source="email" label="users.fields.email" readOnly />
      <TextInput source="fullName" label="users.fields.fullName" isRequired />
      <TextInput source="phone" label="users.fields.phone" type="tel" />
      <StateInput />
      <RoleInput keepRoleId={user.roleId} />
      <RoleChangeNotice user={user} />
    </FormDialog>
  );
}
