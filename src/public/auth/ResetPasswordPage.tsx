import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { RESET_CODE_LENGTH } from '../../domain/constants';
import { publicAccountsApi, serverMessage } from '../../providers/publicAccountsApi';
import { toast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { resetPasswordForm, type ResetPasswordValues } from './authForms';
import { useTranslate } from '../../i18n/useTranslate';
import { PasswordField } from './PasswordField';
import { forgetResetEmail, rememberedResetEmail } from './resetEmail';
import { textFieldProps } from './textFieldProps';

/** /reset-password (spec 01 §2.4, §5): the e-mailed code and a new password. */
export default function ResetPasswordPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [email] = useState(rememberedResetEmail);
  const resolver = useMemo(() => zodResolver(resetPasswordForm(t)), [t]);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting: busy },
  } = useForm<ResetPasswordValues>({ defaultValues: { code: '', newPassword: '', confirmPassword: '' }, resolver, reValidateMode: 'onSubmit' });

  if (!email) return <Navigate to="/forgot-password" replace />;

  // A mismatch is a toast, as the server's refusals are; the code arrives trimmed.
  const refuse = (errors: FieldErrors<ResetPasswordValues>) => toast.error(errors.confirmPassword?.message ?? t('auth.passwordsDoNotMatch'));
  const onSubmit = handleSubmit(async ({ code, newPassword }) => {
    try {
      const answer = await publicAccountsApi.resetPassword({ email, code, newPassword });
      toast.success(answer.message || t('auth.passwordReset'));
      forgetResetEmail();
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(serverMessage(error) ?? t('auth.passwordResetFailed'));
    }
  }, refuse);

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle', { length: RESET_CODE_LENGTH, email })}>
      <Box component="form" onSubmit={onSubmit} aria-label={t('auth.resetForm')}>
        <Stack spacing={2.5}>
          <Controller
            name="code"
            control={control}
            render={({ field }) => (
              <TextField
                {...textFieldProps(field)}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH))}
                label={t('auth.resetCode')}
                required
                fullWidth
                autoFocus
                autoComplete="one-time-code"
                placeholder={'0'.repeat(RESET_CODE_LENGTH)}
                slotProps={{
                  inputLabel: { required: false },
                  htmlInput: {
                    maxLength: RESET_CODE_LENGTH,
                    pattern: `\\d{${RESET_CODE_LENGTH}}`,
                    inputMode: 'numeric',
                    title: t('auth.digits', { length: RESET_CODE_LENGTH }),
                  },
                }}
              />
            )}
          />
          <Controller
            name="newPassword"
            control={control}
            render={({ field }) => (
              <PasswordField {...textFieldProps(field)} label={t('auth.newPassword')} autoComplete="new-password" required hideRequiredMark fullWidth />
            )}
          />
          <Controller
            name="confirmPassword"
            control={control}
            render={({ field }) => (
              <PasswordField {...textFieldProps(field)} label={t('auth.confirmPassword')} autoComplete="new-password" required hideRequiredMark fullWidth />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('auth.resetting') : t('auth.resetButton')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/admin/forgot-password">
              {t('auth.backToForgot')}
            </Link>
            <Link component={RouterLink} to="/support">
              {t('auth.needHelp')}
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
