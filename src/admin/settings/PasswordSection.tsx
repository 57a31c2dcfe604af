import { useState } from 'react';
import Box from '@mui/material/Box';
import { Form, PasswordInput, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { changePasswordFormSchema } from '../../domain/accountSettings';
import { fieldErrorsOf } from '../../providers/accountsApi';
import { settingsApi } from '../../providers/settingsApi';
import { schemaResolver } from '../../resources/common/form/schemaResolver';
import { useAccountAction } from '../common/useAccountAction';
import { SettingsCard } from './SettingsCard';
import { SESSIONS_KEY } from './SessionsSection';

const resolver = schemaResolver(changePasswordFormSchema);
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change one's password with the current one; the other sessions end, this one stays. */
export function PasswordSection() {
  const translate = useTranslate();
  const run = useAccountAction();
  // A new form (empty fields) after each change.
  const [generation, setGeneration] = useState(0);

  const submit = async (values: FieldValues) => {
    let errors: Record<string, string> | undefined;
    const change = async () => ({ message: await settingsApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }) });
    const ok = await run(change, {
      success: translate('accountSettings.password.changed'),
      failure: translate('accountSettings.password.failed'),
      refresh: [SESSIONS_KEY],
      onError: (error) => (errors = fieldErrorsOf(error)),
    });
    if (ok) setGeneration((n) => n + 1);
    return errors;
  };

  return (
    <SettingsCard id="settings-password" title={translate('accountSettings.password.title')} intro={translate('accountSettings.password.intro')}>
      <Form key={generation} noValidate disableInvalidFormNotification defaultValues={EMPTY} resolver={resolver} onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
          <PasswordInput source="currentPassword" label="accountSettings.password.current" autoComplete="current-password" isRequired />
          <PasswordInput
            source="newPassword"
            label="accountSettings.password.new"
            helperText="accountSettings.password.newHelp"
            autoComplete="new-password"
            isRequired
          />
          <PasswordInput source="confirmPassword" label="accountSettings.password.confirm" autoComplete="new-password" isRequired />
          <Box>
            <SaveButton label="accountSettings.password.change" />
          </Box>
        </Box>
      </Form>
    </SettingsCard>
  );
}
