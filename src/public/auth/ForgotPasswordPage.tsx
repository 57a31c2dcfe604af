import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { publicAccountsApi, serverMessage } from '../../providers/publicAccountsApi';
import { toast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { forgotPasswordResolver, type ForgotPasswordValues } from './authForms';
import { EmailField } from './EmailField';
import { useTranslate } from '../../i18n/useTranslate';
import { rememberResetEmail } from './resetEmail';
import { textFieldProps } from './textFieldProps';

/** /forgot-password (spec 01 §2.3): asks for a 6-digit reset code by e-mail. */
export default function ForgotPasswordPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting: busy },
  } = useForm<ForgotPasswordValues>({ defaultValues: { email: '' }, resolver: forgotPasswordResolver, reValidateMode: 'onSubmit' });

  // The email arrives trimmed.
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await publicAccountsApi.forgotPassword(email);
      toast.success(answer.message || t('auth.resetCodeSent'));
      rememberResetEmail(email);
      navigate('/reset-password');
    } catch (error) {
      toast.error(serverMessage(error) ?? t('auth.resetCodeFailed'));
    }
  });

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <Box component="form" onSubmit={onSubmit} aria-label={t('auth.forgotForm')}>
        <Stack spacing={2.5}>
          <Controller name="email" control={control} render={({ field }) => <EmailField {...textFieldProps(field)} />} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('auth.sending') : t('auth.sendResetCode')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/admin/login">
              {t('auth.backToLogin')}
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
