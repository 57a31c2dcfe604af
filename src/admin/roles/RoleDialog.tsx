import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues, type Resolver } from 'react-hook-form';
import { roleCreateSchema, roleUpdateSchema, type RoleCreate } from '../../domain/roleInput';
import { accountsApi, fieldErrorsOf, type Role, type RoleChanges } from '../../providers/accountsApi';
import { derivedResolver, schemaResolver } from '../../resources/common/form/schemaResolver';
import { ROLES_KEY, USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';
import { FormDialog, type SubmitResult } from '../users/FormDialog';
import { PermissionsInput } from './PermissionsInput';

interface RoleValues {
  name?: string | null;
  displayName?: string | null;
  description?: string | null;
  permissions?: string[];
}

/** "Field Officer" → "field_officer": the suggested role name. */
export function roleNameFrom(displayName: string): string {
  return displayName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Only what differs from the role (PUT sends the changed fields). */
export function changesOf(role: Role, values: RoleValues): RoleChanges {
  const changes: RoleChanges = {};
  const displayName = (values.displayName ?? '').trim();
  const description = (values.description ?? '').trim();
  const permissions = values.permissions ?? [];
  if (displayName !== role.displayName) changes.displayName = displayName;
  if (description !== (role.description ?? '')) changes.description = description;
  if (!sameSet(permissions, role.permissions)) changes.permissions = permissions;
  return changes;
}

/** The update route's schema over the changes only, so an untouched stored value is never refused. */
function changesResolver(role: Role): Resolver<FieldValues> {
  return derivedResolver(roleUpdateSchema, (values) => ({ ...changesOf(role, values) }));
}
const createResolver = schemaResolver(roleCreateSchema);

/** Inputs keep '' rather than null when emptied, so the schema's own messages apply. */
const keepText = (value: string) => value;

/** The role's fields; while creating, the name follows the display name until it is typed in. */
function RoleFields({ editing }: { editing: boolean }) {
  const { setValue } = useFormContext();
  const [nameTouched, setNameTouched] = useState(false);
  const suggestName = (event: { target: { value: string } }) => {
    if (!editing && !nameTouched) setValue('name', roleNameFrom(event.target.value));
  };
  return (
    <>
      <TextInput source="displayName" label="roles.dialog.displayName" isRequired autoFocus parse={keepText} onChange={suggestName} />
      <TextInput
        source="name"
        label="roles.dialog.name"
        isRequired={!editing}
        readOnly={editing}
        parse={keepText}
        helperText={editing ? 'roles.dialog.nameFixed' : 'roles.dialog.nameRule'}
        onChange={() => setNameTouched(true)}
      />
      <TextInput source="description" label="roles.dialog.description" parse={keepText} multiline minRows={2} />
      <PermissionsInput />
    </>
  );
}

/** Create a role (no `role`) or edit one; saving refreshes the roles. */
export function RoleDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const translate = useTranslate();
  const run = useAccountAction();

  const submit = async (values: FieldValues): Promise<SubmitResult> => {
    const changes = role ? changesOf(role, values) : null;
    if (changes && Object.keys(changes).length === 0) {
      onClose();
      return undefined;
    }
    const created = values as RoleCreate;
    const call =
      role && changes
        ? () => accountsApi.updateRole(role.id, changes)
        : () => accountsApi.createRole({ ...created, description: created.description || undefined });
    let errors: SubmitResult;
    const ok = await run(call, {
      success: translate(role ? 'roles.dialog.updated' : 'roles.dialog.created'),
      failure: translate(role ? 'roles.dialog.updateFailed' : 'roles.dialog.createFailed'),
      refresh: [ROLES_KEY, [USERS_RESOURCE]],
      onError: (error) => (errors = fieldErrorsOf(error)),
    });
    if (ok) onClose();
    return errors;
  };

  return (
    <FormDialog
      onClose={onClose}
      titleId="role-dialog-title"
      title={role ? translate('roles.dialog.editTitle', { name: role.displayName }) : translate('roles.dialog.createTitle')}
      maxWidth="md"
      submitLabel="users.dialog.save"
      busyLabel="users.dialog.saving"
      defaultValues={{
        name: role?.name ?? '',
        displayName: role?.displayName ?? '',
        description: role?.description ?? '',
        permissions: [...(role?.permissions ?? [])],
      }}
      resolver={role ? changesResolver(role) : createResolver}
      onSubmit={submit}
    >
      <RoleFields editing={Boolean(role)} />
    </FormDialog>
  );
}
