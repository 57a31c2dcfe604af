import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { landingPathFor } from '../../domain/roles';
import { en } from '../../i18n/en';
import { useTranslate } from '../../i18n/useTranslate';

/** The English notice after an accepted invitation (the page shows it in the chosen language). */
export const PASSWORD_SET_NOTICE = en.auth.passwordSetNotice;

/** /login: e-mail and password through the session provider; collectors land in /collector. */
export default function LoginPage() {
  const t = useTranslate();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (status === 'authenticated' && user && user.isActive !== false) {
    return <Navigate to={landingPathFor(user)} replace />;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const signedIn = await session.login(email.trim(), password);
      navigate(landingPathFor(signedIn), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t('auth.signInFailed'));
      setSubmitting(false);
    }
  };

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
          <EmailField value={email} onChange={setEmail} />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            hideRequiredMark
            fullWidth
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
