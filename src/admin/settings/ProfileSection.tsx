import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { profileSchema, type ProfileInput } from '../../domain/accountSettings';
import type { SessionUser } from '../../domain/session';
import { errorMessage, fieldErrorsOf } from '../../providers/accountsApi';
import { settingsApi } from '../../providers/settingsApi';
import { schemaResolver } from '../../resources/common/form/schemaResolver';
import { useAccountAction } from '../common/useAccountAction';
import { roleLabel } from '../guards/roleLabel';
import { SettingsCard } from './SettingsCard';

export const PROFILE_KEY = ['settings', 'profile'] as const;
const resolver = schemaResolver(profileSchema);

/** Name and phone, saved with User Management's field rules; e-mail and role shown, not edited. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const run = useAccountAction();
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => settingsApi.profile(signal) });

  const submit = async (values: FieldValues) => {
    let errors: Record<string, string> | undefined;
    const save = async () => {
      await settingsApi.saveProfile(values as ProfileInput);
      return { message: '' };
    };
    await run(save, {
      success: translate('accountSettings.profile.saved'),
      failure: translate('accountSettings.profile.saveFailed'),
      refresh: [PROFILE_KEY],
      onError: (error) => (errors = fieldErrorsOf(error)),
    });
    return errors;
  };

  return (
    <SettingsCard id="settings-profile" title={translate('accountSettings.profile.title')} intro={translate('accountSettings.profile.intro')}>
      <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: 1 }}>
        <Typography component="dt" color="text.secondary">
          {translate('accountSettings.profile.email')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }} data-testid="user-email">
          {user.email}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {translate('accountSettings.profile.role')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid="user-role">
          {roleLabel(user, translate('guards.unknownRole'))}
        </Typography>
      </Box>
      {profile.isPending && <Skeleton variant="rounded" height={120} />}
      {profile.isError && (
        <Alert severity="error">{translate('accountSettings.loadFailed', { error: errorMessage(profile.error, translate('adminCommon.unknownError')) })}</Alert>
      )}
      {profile.data && (
        <Form
          noValidate
          disableInvalidFormNotification
          record={{ fullName: profile.data.fullName, phone: profile.data.phone ?? '' }}
          resolver={resolver}
          onSubmit={submit}
        >
          <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
            <TextInput source="fullName" label="accountSettings.profile.fullName" isRequired autoComplete="name" />
            <TextInput source="phone" label="accountSettings.profile.phone" type="tel" autoComplete="tel" />
            <Box>
              <SaveButton label="accountSettings.profile.save" />
            </Box>
          </Box>
        </Form>
      )}
    </SettingsCard>
  );
}
