import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { canGrant } from '../../domain/permissions';
import { useSession } from '../../providers/useSession';
import { PermissionChecklist } from './PermissionChecklist';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The role's `permissions` as a form input: the grouped checklist under the role ceiling (what the
 * signed-in user does not hold stays locked), its count, and the field's error.
 */
export function PermissionsInput() {
  const translate = useTranslate();
  const { user } = useSession();
  const { field, fieldState } = useInput({ source: 'permissions', format: asList, parse: asList });
  const { isSubmitting } = useFormState();
  const count = asList(useWatch({ name: 'permissions' })).length;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {translate('roles.dialog.permissionsCount', { count })}
      </Typography>
      {fieldState.error?.message && <Typography color="error">{fieldState.error.message}</Typography>}
      <PermissionChecklist
        value={asList(field.value)}
        onChange={field.onChange}
        disabled={isSubmitting}
        grantable={(permission) => canGrant(user, [permission])}
      />
    </>
  );
}
