import { useMemo, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MIN_INVITATION_PASSWORD_LENGTH } from '../../domain/constants';
import { isCollectorRole } from '../../domain/roles';
import { publicAccountsApi, PublicApiError, serverMessage } from '../../providers/publicAccountsApi';
import { StandaloneFrame } from '../common/StandaloneFrame';
import { toast } from '../../ui/toast';
import { useTranslate } from '../../i18n/useTranslate';
import { acceptInvitationForm, type AcceptInvitationValues } from './authForms';
import { PasswordField } from './PasswordField';
import { textFieldProps } from './textFieldProps';

/** Without a token and an e-mail nothing is checked or sent (the button is disabled too). */
const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** /accept-invitation?token=&email= (spec 01 §2.2, §5, §8): the invited user sets a password. */
export default function AcceptInvitationPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const linkValid = token !== '' && email !== '';
  const resolver = useMemo(() => zodResolver(acceptInvitationForm(t)), [t]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting: submitting },
  } = useForm<AcceptInvitationValues>({ defaultValues: { password: '', confirmPassword: '' }, resolver, reValidateMode: 'onSubmit' });

  const accept = handleSubmit(async ({ password }) => {
    try {
      const answer = await publicAccountsApi.acceptInvitation({ token, email, password });
      toast.success(answer.message || t('auth.invitationAccepted'));
      navigate(isCollectorRole(answer.data?.role) ? '/collector?accepted=true' : '/login?accepted=true', { replace: true });
    } catch (error) {
      if (error instanceof PublicApiError && error.errors.password) setError('password', { type: 'server', message: error.errors.password });
      toast.error(serverMessage(error) ?? t('auth.invitationFailed'));
    }
  });

  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('auth.acceptTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.acceptSubtitle')}
      </Typography>
      <Box component="form" onSubmit={linkValid ? accept : ignoreSubmit} noValidate aria-label={t('auth.acceptForm')}>
        <Stack spacing={2.5}>
          {!linkValid && (
            <Alert severity="error" data-testid="invitation-link-error">
              {t('auth.invalidInvitationLink')}
            </Alert>
          )}
          <TextField label={t('auth.email')} name="email" value={email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <PasswordField
                {...textFieldProps(field)}
                label={t('auth.password')}
                autoComplete="new-password"
                error={Boolean(error)}
                helperText={error?.message ?? t('auth.atLeastCharacters', { length: MIN_INVITATION_PASSWORD_LENGTH })}
                fullWidth
              />
            )}
          />
          <Controller
            name="confirmPassword"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <PasswordField
                {...textFieldProps(field)}
                label={t('auth.confirmPassword')}
                autoComplete="new-password"
                error={Boolean(error)}
                helperText={error?.message}
                fullWidth
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!linkValid || submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={t('auth.settingPassword')} /> : undefined}
          >
            {t('auth.setPassword')}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
            {t('auth.returnToLogin')}
          </Link>
        </Stack>
      </Box>
    </StandaloneFrame>
  );
}
