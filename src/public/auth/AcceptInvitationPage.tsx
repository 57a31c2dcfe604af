import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MIN_INVITATION_PASSWORD_LENGTH } from '../../domain/constants';
import { isCollectorRole } from '../../domain/roles';
import { publicAccountsApi, PublicApiError, serverMessage } from '../../providers/publicAccountsApi';
import { StandaloneFrame } from '../common/StandaloneFrame';
import { toast } from '../../ui/toast';
import { useTranslate } from '../../i18n/useTranslate';
import type { Translate } from '../../i18n/translate';
import { PasswordField } from './PasswordField';

interface FieldErrors {
  password?: string;
  confirm?: string;
}

function validate(password: string, confirm: string, t: Translate): FieldErrors {
  if (password.length < MIN_INVITATION_PASSWORD_LENGTH) return { password: t('auth.passwordTooShort', { length: MIN_INVITATION_PASSWORD_LENGTH }) };
  if (password !== confirm) return { confirm: t('auth.passwordsDoNotMatch') };
  return {};
}

/** /accept-invitation?token=&email= (spec 01 §2.2, §5, §8): the invited user sets a password. */
export default function AcceptInvitationPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const linkValid = token !== '' && email !== '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!linkValid) return;
    const found = validate(password, confirm, t);
    setErrors(found);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    try {
      const answer = await publicAccountsApi.acceptInvitation({ token, email, password });
      toast.success(answer.message || t('auth.invitationAccepted'));
      navigate(isCollectorRole(answer.data?.role) ? '/collector?accepted=true' : '/login?accepted=true', { replace: true });
    } catch (error) {
      if (error instanceof PublicApiError && error.errors.password) setErrors({ password: error.errors.password });
      toast.error(serverMessage(error) ?? t('auth.invitationFailed'));
      setSubmitting(false);
    }
  };

  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('auth.acceptTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.acceptSubtitle')}
      </Typography>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('auth.acceptForm')}>
        <Stack spacing={2.5}>
          {!linkValid && (
            <Alert severity="error" data-testid="invitation-link-error">
              {t('auth.invalidInvitationLink')}
            </Alert>
          )}
          <TextField label={t('auth.email')} name="email" value={email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? t('auth.atLeastCharacters', { length: MIN_INVITATION_PASSWORD_LENGTH })}
            fullWidth
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={Boolean(errors.confirm)}
            helperText={errors.confirm}
            fullWidth
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
