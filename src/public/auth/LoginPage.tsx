import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { AuthCard } from './AuthCard';
import { loginResolver, type LoginValues } from './authForms';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { textFieldProps } from './textFieldProps';
import { landingPathFor } from '../../domain/roles';
import { publicEn } from '../../i18n/public.en';
import { useTranslate } from '../../i18n/useTranslate';

/** The English notice after an accepted invitation (the page shows it in the chosen language). */
export const PASSWORD_SET_NOTICE = publicEn.auth.passwordSetNotice;

/** /login: e-mail and password through the session provider; collectors land in /collector. */
export default function LoginPage() {
  const t = useTranslate();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: submitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, resolver: loginResolver, reValidateMode: 'onSubmit' });
  const error = errors.root?.server?.message;

  if (status === 'authenticated' && user && user.isActive !== false) {
    return <Navigate to={landingPathFor(user)} replace />;
  }

  // The resolver clears the previous failure at each submit; the email arrives trimmed.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const signedIn = await session.login(email, password);
      navigate(landingPathFor(signedIn), { replace: true });
    } catch (caught) {
      setError('root.server', { message: caught instanceof Error && caught.message ? caught.message : t('auth.signInFailed') });
    }
  });

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <Box component="form" onSubmit={onSubmit} aria-label={t('auth.signInForm')}>
        <Stack spacing={2.5}>
          {params.get('accepted') === 'true' && <Alert severity="success">{t('auth.passwordSetNotice')}</Alert>}
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
          <Controller name="email" control={control} render={({ field }) => <EmailField {...textFieldProps(field)} />} />
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <PasswordField {...textFieldProps(field)} label={t('auth.password')} autoComplete="current-password" required hideRequiredMark fullWidth />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={t('auth.signingIn')} /> : undefined}
          >
            {t('auth.signInButton')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/forgot-password">
              {t('auth.forgotPasswordLink')}
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
